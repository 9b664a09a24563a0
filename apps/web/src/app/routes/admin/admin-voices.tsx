import { adminPaths } from '@roots/shared/routes';
import { AdminVoicesPanel } from '../../../features/voices/components/admin-voices.tsx';
import { AdminPage } from './admin-page.tsx';

/** /admin/voices: contributed recordings per language, applications, flagged clips and contributors. */
export default function AdminVoicesPage() {
  return (
    <AdminPage
      title="Voices"
      description="Recordings by native speakers: what each course still needs, who applies, what was flagged, and who records."
      link={{ to: adminPaths.admin, label: 'Back to admin', variant: 'secondary' }}
    >
      <AdminVoicesPanel />
    </AdminPage>
  );
}

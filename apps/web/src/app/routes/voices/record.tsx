import { AppPage } from '../../../components/layout/app-page.tsx';
import { Studio } from '../../../features/voices/components/studio.tsx';

/** /record: the studio of an active contributor. */
export default function RecordPage() {
  return (
    <AppPage
      title="Recording studio"
      description="Read each text as you would say it to a friend. Press Record, listen back, then Submit."
    >
      <Studio />
    </AppPage>
  );
}

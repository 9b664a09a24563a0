import { AppPage } from '../../../components/layout/app-page.tsx';
import { nameOf, useSession } from '../../../features/session/session-context.ts';
import { Studio } from '../../../features/voices/components/studio.tsx';

/** /record: the studio of an active contributor. */
export default function RecordPage() {
  const { user } = useSession();
  return (
    <AppPage
      title="Recording studio"
      description="Read each text as you would say it to a friend. Press Record, listen back, then Submit."
    >
      <Studio reporter={{ name: nameOf(user), email: user?.email ?? '' }} />
    </AppPage>
  );
}

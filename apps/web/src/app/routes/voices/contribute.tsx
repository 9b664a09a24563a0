import { publicPaths } from '@roots/shared/routes';
import { Link } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { nameOf, useSession } from '../../../features/session/session-context.ts';
import { ContributeIntro } from '../../../features/voices/components/contribute-intro.tsx';
import { ContributeStatus } from '../../../features/voices/components/contribute-status.tsx';

/** /contribute: why and how native speakers record; signed in, the application and where it stands. */
export default function ContributePage() {
  const { user, isLoading } = useSession();
  return (
    <AppPage title="Record your language" description="Give a course its voice: native speakers record, others review.">
      <div className="space-y-10">
        <ContributeIntro />
        {user ? (
          <ContributeStatus defaultName={nameOf(user)} />
        ) : isLoading ? (
          <Spinner className="size-6" />
        ) : (
          <div className="flex flex-wrap gap-3">
            <Link to={publicPaths.register} className={buttonClasses('primary')}>
              Create an account to apply
            </Link>
            <Link to={publicPaths.login} className={buttonClasses('secondary')}>
              Log in
            </Link>
          </div>
        )}
      </div>
    </AppPage>
  );
}

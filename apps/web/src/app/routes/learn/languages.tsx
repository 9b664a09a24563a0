import { AppPage } from '../../../components/layout/app-page.tsx';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import {
  LanguageCatalogue,
  LanguageCatalogueSkeleton,
} from '../../../features/learning/components/language-catalogue.tsx';
import { useSession } from '../../../features/session/session-context.ts';

export default function LanguagesPage() {
  const { user } = useSession();
  return (
    <AppPage title="Languages" description="Your courses, and every language you can start today.">
      <QueryBoundary
        fallback={<LanguageCatalogueSkeleton />}
        error={({ message, retry }) => (
          <LoadError onRetry={retry}>The languages could not be loaded. {message}</LoadError>
        )}
      >
        <LanguageCatalogue userId={user?.id ?? ''} />
      </QueryBoundary>
    </AppPage>
  );
}

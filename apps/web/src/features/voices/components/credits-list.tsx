import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCredits } from '../api/credits.ts';

const clips = (n: number) => (n === 1 ? '1 approved clip' : `${String(n)} approved clips`);

/** The contributors who chose to be named, per language, with their approved clips. */
export function CreditsList() {
  const credits = useCredits();
  if (credits.isPending) return <Skeleton className="h-40" />;
  if (credits.isError)
    return (
      <LoadError onRetry={() => void credits.refetch()}>
        We could not load the credits: {credits.error.message}
      </LoadError>
    );
  const { languages } = credits.data;
  if (languages.length === 0)
    return (
      <p className="text-ink-muted">
        No contributor is named here yet: the first approved recordings of each course are on their way.
      </p>
    );
  return (
    <div className="space-y-10">
      {languages.map((language) => (
        <section key={language.code} aria-labelledby={`credits-${language.code}`}>
          <h2 id={`credits-${language.code}`} className="text-2xl font-bold">
            {language.name}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {language.contributors.map((contributor, i) => (
              <li
                key={`${contributor.credit_name}-${String(i)}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-card border border-line p-4"
              >
                <span className="font-semibold break-words">{contributor.credit_name}</span>
                <span className="text-sm text-ink-muted">{clips(contributor.approved)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

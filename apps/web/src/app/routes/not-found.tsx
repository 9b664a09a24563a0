import { publicPaths } from '@roots/shared/routes';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-classes.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 py-16 text-center">
      <span className="mb-5 inline-flex size-16 items-center justify-center rounded-full bg-ochre-soft text-on-ochre-soft">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="text-sm font-bold tracking-widest text-accent uppercase">404</p>
      <h1 className="mt-2 text-3xl font-extrabold">We couldn't find that page</h1>
      <p className="mt-3 text-ink-muted">
        The link may be old, or the address may have a typo. As the Swahili saying goes,{' '}
        <i lang="sw">haba na haba hujaza kibaba</i>: little by little fills the measure. Let's get you back on the path.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={publicPaths.home} className={buttonClasses('primary')}>
          Go to Home
        </Link>
        <Link to={publicPaths.support} className={buttonClasses('secondary')}>
          Help &amp; Support
        </Link>
      </div>
    </div>
  );
}

import { publicPaths } from '@roots/shared/routes';
import { Link } from 'react-router';
import { PageBody, PageHero } from '../../../components/layout/page-hero.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { CreditsList } from '../../../features/voices/components/credits-list.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /credits: the native speakers who gave the courses their voices and chose to be named. */
export default function CreditsPage() {
  useDocumentTitle('Credits');
  return (
    <>
      <PageHero
        eyebrow="Credits"
        title="The voices of Roots"
        intro="Native speakers record the words and sentences of our courses, and other speakers review every recording. These are the contributors who chose to be named, with the recordings of theirs that learners hear."
      />
      <PageBody>
        <CreditsList />
        <section aria-labelledby="join-heading" className="mt-16 rounded-card border border-line p-6">
          <h2 id="join-heading" className="text-2xl font-bold">
            Join them
          </h2>
          <p className="mt-2 text-ink-muted">
            Do you speak one of our languages natively? Apply with a short sample, record in your browser, and choose
            whether your name appears here.
          </p>
          <Link to={publicPaths.contribute} className={buttonClasses('primary', 'md', 'mt-4')}>
            Record your language
          </Link>
        </section>
      </PageBody>
    </>
  );
}

import { publicPaths } from '@roots/shared/routes';
import { BookOpenCheck, Clock, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { PageBody, PageHero } from '../../components/layout/page-hero.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function ContactUsPage() {
  useDocumentTitle('Contact us');

  return (
    <>
      <PageHero
        eyebrow="Contact us"
        title="We would love to hear from you"
        intro="A question about your account, an idea for a course, or a mistake you spotted in a lesson: send us a message and a real person on the Roots team will read it."
      />
      <PageBody>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card>
            <h2 className="text-2xl font-extrabold tracking-tight">Send us a message</h2>
            <p className="mt-1 mb-6 text-ink-muted">All fields are required. We reply by e-mail.</p>
            <ContactForm />
          </Card>

          <aside aria-labelledby="other-help-heading">
            <h2 id="other-help-heading" className="text-xl font-bold">
              Other ways to get help
            </h2>
            <ul className="mt-4 space-y-4">
              <li className="flex gap-4 rounded-card border border-line bg-surface-raised p-5">
                <LifeBuoy aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
                <div>
                  <h3 className="font-bold">Quick answers</h3>
                  <p className="mt-1 text-ink-muted">
                    Hearts, streaks, typing special letters, audio and account questions are answered in our{' '}
                    <Link to={publicPaths.support} className="font-semibold">
                      Help &amp; Support FAQ
                    </Link>
                    .
                  </p>
                </div>
              </li>
              <li className="flex gap-4 rounded-card border border-line bg-surface-raised p-5">
                <BookOpenCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
                <div>
                  <h3 className="font-bold">Found a mistake in a course?</h3>
                  <p className="mt-1 text-ink-muted">
                    Choose “A mistake in a course” as the topic and tell us the language, the lesson and the sentence.
                    We read every report and fix or explain the sentence.
                  </p>
                </div>
              </li>
              <li className="flex gap-4 rounded-card border border-line bg-surface-raised p-5">
                <Clock aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
                <div>
                  <h3 className="font-bold">When to expect a reply</h3>
                  <p className="mt-1 text-ink-muted">
                    We usually answer within two working days. Please send your message once: a second copy does not
                    move it up the queue.
                  </p>
                </div>
              </li>
            </ul>
          </aside>
        </div>
      </PageBody>
    </>
  );
}

import { publicPaths } from '@roots/shared/routes';
import { BadgeCheck, HandHeart, ShieldCheck, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHero } from '../../components/layout/page-hero.tsx';
import { buttonClasses } from '../../components/ui/button-classes.ts';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const reasons: { title: string; text: ReactNode }[] = [
  {
    title: 'A continent of languages',
    text: 'More than 2,000 languages are spoken across Africa, yet only a handful are taught by popular learning apps, and tone marks, special letters and the way people really speak are easily lost along the way.',
  },
  {
    title: 'Families reconnecting',
    text: 'For many people in the diaspora, a grandparent’s language has slipped away in a generation or two. Learning it again means understanding the songs, the jokes and the blessings at family gatherings.',
  },
  {
    title: 'Travel and work',
    text: 'Whether you are visiting Zanzibar, moving to Lagos, working with colleagues in Addis Ababa or volunteering in Durban, a few words in the local language open doors that English alone does not.',
  },
  {
    title: 'Respect',
    text: (
      <>
        Greeting someone in their own language says “I see you”. That is literally what the Zulu greeting{' '}
        <span lang="zu" className="font-semibold text-ink">
          Sawubona
        </span>{' '}
        means, and it is where every Roots course begins: with a greeting.
      </>
    ),
  },
];

const principles = [
  {
    icon: HandHeart,
    title: 'Free to learn',
    text: 'Every course, every lesson and every exercise is free, and no payment is ever taken.',
  },
  {
    icon: BadgeCheck,
    title: 'Accuracy first',
    text: 'Every unit is read a second time by someone who did not write it, and automatic checks test spelling, tone marks and special letters. When a learner reports a mistake, we fix it.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy by default',
    text: 'No advertising, no advertising trackers and no selling of your data. We keep only what we need to run your account and your progress.',
  },
  {
    icon: Smartphone,
    title: 'Made for every phone',
    text: 'Roots is built to work on an inexpensive phone over a slow mobile connection: small pages, no heavy images and nothing to install.',
  },
];

function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function MissionPage() {
  useDocumentTitle('Our mission');

  return (
    <>
      <PageHero
        eyebrow="Our mission"
        title="Every African language deserves to be learned"
        intro="Roots exists so that anyone, anywhere, can start learning an African language today, for free, in a few minutes a day, and be treated with care and respect while they do."
      />
      <PageBody>
        <Section id="why-heading" title="Why African languages">
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {reasons.map((reason) => (
              <li key={reason.title}>
                <Card className="h-full">
                  <h3 className="text-lg font-bold">{reason.title}</h3>
                  <p className="mt-2 text-ink-muted">{reason.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="principles-heading" title="What we promise" className="mt-16">
          <ul className="mt-8 space-y-6">
            {principles.map((principle) => (
              <li key={principle.title} className="flex gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-on-primary-soft">
                  <principle.icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-bold">{principle.title}</h3>
                  <p className="mt-1 text-ink-muted">{principle.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="courses-heading" title="How our courses are made" className="mt-16">
          <div className="prose-roots mt-4">
            <p>
              Each course starts from the situations a beginner meets first: greeting people, introducing yourself,
              numbers, family, food, the market and getting around. We write short, natural sentences for each unit,
              then read every unit a second time, as a linguist of the language would, checking that each sentence
              sounds like something a real person would say, and which greeting suits an elder and which suits a friend.
            </p>
            <p>
              Every sentence then goes through automatic checks: the right letters for the language (such as{' '}
              <span lang="yo">ẹ, ọ</span> and <span lang="yo">ṣ</span> in Yoruba, or <span lang="ha">ɓ, ɗ</span> and{' '}
              <span lang="ha">ƙ</span> in Hausa), tone marks written consistently, and the same words translated the
              same way throughout the course.
            </p>
            <p>
              The cultural facts and proverbs that appear between lessons are written with the same care, because a
              proverb out of context can easily say something it never meant.
            </p>
            <p>
              No course is ever finished. If you spot a mistake, please <Link to={publicPaths.contactUs}>tell us</Link>{' '}
              and choose “A mistake in a course” as the topic. Every report is read, and corrections reach every
              learner.
            </p>
          </div>
        </Section>

        <section
          aria-labelledby="join-heading"
          className="mt-16 rounded-card bg-primary p-6 text-center text-on-primary sm:p-10"
        >
          <h2 id="join-heading" className="text-2xl font-extrabold tracking-tight text-balance">
            Start with a single greeting
          </h2>
          <p className="mt-2">Five minutes is enough for your first lesson.</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={publicPaths.register} className={buttonClasses('secondary', 'lg', 'border-transparent')}>
              Create your free account
            </Link>
            <Link
              to={publicPaths.howItWorks}
              className="inline-flex min-h-13 items-center justify-center rounded-control px-7 text-lg font-semibold text-on-primary underline hover:bg-primary-hover"
            >
              See how it works
            </Link>
          </div>
        </section>
      </PageBody>
    </>
  );
}

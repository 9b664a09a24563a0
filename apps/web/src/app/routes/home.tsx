// The landing page, longer than ~300 lines of text and layout (hero, languages, how it works, a
// proverb, the call to action), prerendered; there is no logic in it to split out.
import { publicPaths } from '@roots/shared/routes';
import { BookOpenCheck, Check, Flame, Heart, Landmark, Puzzle, Sparkles, Users, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-classes.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useGetStarted } from '../use-get-started.ts';

interface Language {
  code: string;
  english: string;
  native: string;
  /** How the native name reads in Latin letters, for scripts other than Latin: as Roots romanises (and types) it. */
  romanized?: string;
  greeting: string;
  meaning: string;
  speakers: string;
}

// Speaker figures are deliberately rounded down and cautious: estimates differ widely between sources.
const languages: Language[] = [
  {
    code: 'sw',
    english: 'Swahili',
    native: 'Kiswahili',
    greeting: 'Habari?',
    meaning: 'How are you? (literally “news?”)',
    speakers: 'Over 100 million speakers across East Africa, most of them as a second language',
  },
  {
    code: 'yo',
    english: 'Yoruba',
    native: 'Èdè Yorùbá',
    greeting: 'Ẹ káàárọ̀',
    meaning: 'Good morning (said with respect)',
    speakers: 'Over 40 million speakers in Nigeria, Benin and Togo',
  },
  {
    code: 'ig',
    english: 'Igbo',
    native: 'Asụsụ Igbo',
    greeting: 'Ndewo',
    meaning: 'Hello',
    speakers: 'Around 30 million speakers, mainly in south-eastern Nigeria',
  },
  {
    code: 'ha',
    english: 'Hausa',
    native: 'Harshen Hausa',
    greeting: 'Sannu',
    meaning: 'Hello',
    speakers: 'Tens of millions of speakers in Nigeria, Niger and across West Africa',
  },
  {
    code: 'zu',
    english: 'Zulu',
    native: 'isiZulu',
    greeting: 'Sawubona',
    meaning: 'Hello (literally “I see you”)',
    speakers: 'The most common home language in South Africa',
  },
  {
    code: 'am',
    english: 'Amharic',
    native: 'አማርኛ',
    romanized: 'Amarnya',
    greeting: 'ሰላም',
    meaning: 'Selam: peace, hello',
    speakers: 'Tens of millions of speakers in Ethiopia, written in the Ge’ez script',
  },
  {
    code: 'af',
    english: 'Afrikaans',
    native: 'Afrikaans',
    greeting: 'Goeie môre',
    meaning: 'Good morning',
    speakers: 'Spoken by millions in South Africa and Namibia',
  },
  {
    code: 'so',
    english: 'Somali',
    native: 'Af-Soomaali',
    greeting: 'Iska warran?',
    meaning: 'How are you? Hi!',
    speakers: 'Around 20 million speakers in Somalia, Djibouti, Ethiopia, Kenya and the diaspora',
  },
];

const steps = [
  {
    icon: BookOpenCheck,
    title: 'Five minutes a lesson',
    text: 'Short lessons you can finish on the bus: new words first, then practice that brings back what you learned before.',
  },
  {
    icon: Puzzle,
    title: 'Learn by doing',
    text: 'Choose the right translation, build sentences from word tiles, match pairs and type what you hear, with the special letters one tap away.',
  },
  {
    icon: Flame,
    title: 'Hearts, XP and streaks',
    text: 'Earn XP for every lesson and keep your daily streak alive. A wrong answer costs a heart, and hearts come back on their own.',
  },
  {
    icon: Landmark,
    title: 'Culture, not just words',
    text: 'Proverbs, customs and history from the places each language is spoken, so the words come with their world.',
  },
];

const proverbs = [
  {
    code: 'sw',
    language: 'Swahili',
    text: 'Haba na haba hujaza kibaba.',
    meaning: 'Little by little fills the measure.',
  },
  {
    code: 'zu',
    language: 'Zulu',
    text: 'Umuntu ngumuntu ngabantu.',
    meaning: 'A person is a person through other people.',
  },
  {
    code: 'ig',
    language: 'Igbo',
    text: 'Onye aghana nwanne ya.',
    meaning: 'Let no one leave their brother or sister behind.',
  },
];

function Kente() {
  // A small woven band, drawn inline so the first screen downloads no image.
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 240 12" preserveAspectRatio="none" className="h-3 w-full">
      <defs>
        <pattern id="home-kente" width="24" height="12" patternUnits="userSpaceOnUse">
          <rect width="24" height="12" fill="var(--primary)" />
          <rect width="8" height="12" fill="var(--ochre)" />
          <rect x="12" width="4" height="12" fill="var(--accent)" />
          <rect x="8" y="4" width="4" height="4" fill="var(--surface)" />
        </pattern>
      </defs>
      <rect width="240" height="12" fill="url(#home-kente)" />
    </svg>
  );
}

/** A picture of a lesson, drawn with markup: decoration only, hidden from assistive technology. */
function LessonPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm pb-6">
      <div className="rounded-card border border-line bg-surface-raised p-5 shadow-card sm:rotate-2">
        <div className="flex items-center justify-between gap-3 text-sm font-semibold">
          <span className="flex items-center gap-1 text-accent">
            <Heart className="size-4 fill-current" /> 5
          </span>
          <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-surface-sunken">
            <span className="block h-full w-2/3 rounded-full bg-primary" />
          </span>
          <span className="flex items-center gap-1">
            <Zap className="size-4 text-accent" /> XP
          </span>
        </div>
        <p className="mt-5 text-sm font-semibold text-ink-muted">Translate this sentence</p>
        <p lang="sw" className="mt-1 text-2xl font-bold">
          Ninapenda chai.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          {['I', 'like', 'tea', 'coffee', 'you'].map((word, i) => (
            <span
              key={word}
              className={`rounded-control border px-3 py-1.5 text-sm font-semibold ${i < 3 ? 'border-primary bg-primary-soft text-on-primary-soft' : 'border-line'}`}
            >
              {word}
            </span>
          ))}
        </div>
        <p className="mt-5 flex items-center gap-2 rounded-control bg-success-soft px-3 py-2 text-sm font-semibold">
          <Check className="size-4 text-success" /> Correct! I like tea.
        </p>
      </div>
      <div className="absolute bottom-0 left-2 rounded-card border border-line bg-surface-raised px-4 py-3 shadow-card sm:-left-4 sm:-rotate-3">
        <p className="flex items-center gap-2 text-sm font-bold">
          <Flame className="size-5 text-accent" /> Daily streak
        </p>
      </div>
    </div>
  );
}

export default function HomePage() {
  useDocumentTitle(undefined);
  const getStarted = useGetStarted();

  return (
    <>
      <section className="overflow-hidden">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:grid-cols-[1.2fr_1fr] md:pt-20 md:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-on-primary-soft">
              <Sparkles aria-hidden="true" className="size-4" /> Free to learn · no ads, no trackers
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-display">
              Learn the languages of Africa, one small lesson a day
            </h1>
            <p className="mt-5 max-w-xl text-lg text-pretty text-ink-muted">
              Greet your grandmother in Yoruba, bargain at the market in Swahili, sing along in Zulu. Roots teaches
              eight African languages in five-minute lessons that fit into any day.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <button type="button" onClick={getStarted} className={buttonClasses('primary', 'lg')}>
                Start learning — it's free
              </button>
              <Link to={publicPaths.howItWorks} className={buttonClasses('secondary', 'lg')}>
                See how it works
              </Link>
            </div>
          </div>
          <LessonPreview />
        </div>
        <Kente />
      </section>

      <section aria-labelledby="languages-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <h2 id="languages-heading" className="text-3xl font-extrabold tracking-tight text-balance">
          Eight languages, hundreds of millions of speakers
        </h2>
        <p className="mt-3 max-w-2xl text-ink-muted">
          Every course starts with what you need first (greetings, introductions, numbers, family, food and the market)
          and builds from there, one small step at a time.
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {languages.map((language) => (
            <li
              key={language.code}
              className="flex flex-col rounded-card border border-line bg-surface-raised p-5 shadow-card"
            >
              <h3 className="text-sm font-semibold text-ink-muted">{language.english}</h3>
              <p className="text-xl font-bold">
                <span lang={language.code}>{language.native}</span>
                {language.romanized ? (
                  <span lang={`${language.code}-Latn`} className="ml-2 text-base font-semibold text-ink-muted">
                    ({language.romanized})
                  </span>
                ) : null}
              </p>
              <p lang={language.code} className="mt-4 text-2xl font-extrabold text-primary">
                {language.greeting}
              </p>
              <p className="text-sm text-ink-muted">{language.meaning}</p>
              <p className="mt-auto pt-4 text-sm text-ink-muted">{language.speakers}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="border-y border-line bg-surface-sunken">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
          <h2 id="how-heading" className="text-3xl font-extrabold tracking-tight text-balance">
            How learning with Roots works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-card bg-surface-raised p-6 shadow-card">
                <span className="flex items-center gap-3">
                  <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary text-on-primary">
                    <step.icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-sm font-bold text-ink-muted">Step {index + 1}</span>
                </span>
                <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
                <p className="mt-2 text-ink-muted">{step.text}</p>
              </li>
            ))}
          </ol>
          <Link to={publicPaths.howItWorks} className="mt-8 inline-flex min-h-11 items-center font-semibold">
            Read more about how Roots teaches
          </Link>
        </div>
      </section>

      <section aria-labelledby="proverb-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <h2 id="proverb-heading" className="text-center text-sm font-bold tracking-widest text-accent uppercase">
          Wisdom from the languages you will learn
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {proverbs.map((proverb) => (
            <li key={proverb.code} className="rounded-card bg-ochre-soft p-6 text-on-ochre-soft">
              <figure>
                <blockquote lang={proverb.code} className="text-2xl font-extrabold tracking-tight text-balance">
                  “{proverb.text}”
                </blockquote>
                <figcaption className="mt-3">
                  {proverb.meaning} <span className="font-semibold">({proverb.language} proverb)</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-2xl text-center text-ink-muted">
          The first one is the whole idea of Roots: a few minutes every day add up to real conversations.
        </p>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto mb-16 max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-card bg-primary p-8 text-on-primary sm:p-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight text-balance">
              Your first lesson takes five minutes
            </h2>
            <p className="mt-2 flex items-center gap-2">
              <Users aria-hidden="true" className="size-5 shrink-0" /> Learn at your own pace, on any phone.
            </p>
          </div>
          <button
            type="button"
            onClick={getStarted}
            className={buttonClasses('secondary', 'lg', 'w-full shrink-0 border-transparent sm:w-auto')}
          >
            Start learning — it's free
          </button>
        </div>
      </section>
    </>
  );
}

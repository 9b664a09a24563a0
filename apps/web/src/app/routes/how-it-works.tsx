import { publicPaths } from '@roots/shared/routes';
import {
  BookOpen,
  Coins,
  Compass,
  Flame,
  Heart,
  Keyboard,
  Landmark,
  ListChecks,
  Mic,
  Puzzle,
  Shuffle,
  Snowflake,
  SpellCheck,
  Volume2,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHero } from '../../components/layout/page-hero.tsx';
import { buttonClasses } from '../../components/ui/button-classes.ts';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const exercises = [
  {
    icon: ListChecks,
    title: 'Choose the translation',
    text: 'Read a word or sentence and pick the right meaning from a few options.',
  },
  {
    icon: Puzzle,
    title: 'Build the sentence',
    text: 'Tap word tiles in the right order to put a sentence together, the way the language orders it.',
  },
  {
    icon: Shuffle,
    title: 'Match the pairs',
    text: 'Connect each word with its meaning. A quick way to lock in new vocabulary.',
  },
  {
    icon: Volume2,
    title: 'Type what you hear',
    text: 'Listen to a sentence and write it down, training your ear and your spelling together. Swahili and Afrikaans speak with a synthetic voice until native speakers’ recordings replace it.',
  },
  {
    icon: Mic,
    title: 'Say it aloud',
    text: 'Where a course has clips, record yourself saying a word or phrase, then play your recording beside the clip and judge how close you came. Nothing listens to your voice: the recording stays on your device.',
  },
];

const storeItems = [
  { icon: Heart, name: 'Heart Refill', price: 100, text: 'Fills your hearts back up to five, straight away.' },
  { icon: Snowflake, name: 'Streak Freeze', price: 150, text: 'Protects your streak on a day you cannot practise.' },
  { icon: Zap, name: 'XP Boost', price: 200, text: 'Doubles the XP you earn for the next 15 minutes.' },
];

interface Topic {
  id: string;
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  body: ReactNode;
}

function Section({ id, icon: Icon, eyebrow, title, body }: Topic) {
  return (
    <section aria-labelledby={id} className="grid gap-4 sm:grid-cols-[3rem_1fr] sm:gap-6">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-on-primary-soft">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p className="text-sm font-bold tracking-widest text-accent uppercase">{eyebrow}</p>
        <h2 id={id} className="mt-1 text-2xl font-extrabold tracking-tight text-balance">
          {title}
        </h2>
        <div className="mt-3 space-y-3 text-ink-muted">{body}</div>
      </div>
    </section>
  );
}

/** A card in a grid, headed by its icon and name. */
function IconCard({
  icon: Icon,
  title,
  className,
  iconClassName = 'text-primary',
  children,
}: {
  icon: LucideIcon;
  title: string;
  className: string;
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Card className={className}>
        <h3 className="flex items-center gap-2 font-bold text-ink">
          <Icon aria-hidden="true" className={cn('size-5 shrink-0', iconClassName)} />
          {title}
        </h3>
        {children}
      </Card>
    </li>
  );
}

/** The page's topics in order, each a section with its icon, a small label and a heading. */
const topics: Topic[] = [
  {
    id: 'start',
    icon: Compass,
    eyebrow: 'Step 1',
    title: 'Choose a language and a daily goal',
    body: (
      <p>
        Pick one of our eight courses: Swahili, Yoruba, Igbo, Hausa, Zulu, Amharic, Afrikaans or Somali. Then choose a
        daily XP goal: casual (10 XP, about one lesson), regular (20), serious (30) or intense (50). Start small: a goal
        you meet every day beats an ambitious one you skip. You can change it later.
      </p>
    ),
  },
  {
    id: 'lessons',
    icon: BookOpen,
    eyebrow: 'Step 2',
    title: 'Units, lessons and exercises',
    body: (
      <>
        <p>
          Each course is divided into units around a theme, such as greetings, family, food or travel. A unit is made of
          lessons that take about five minutes each, and every lesson is a short series of exercises that introduce new
          words and bring back ones you have already met.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {exercises.map((exercise) => (
            <IconCard key={exercise.title} icon={exercise.icon} title={exercise.title} className="h-full">
              <p className="mt-2 text-ink-muted">{exercise.text}</p>
            </IconCard>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'checking',
    icon: SpellCheck,
    eyebrow: 'Fair feedback',
    title: 'Answers are checked kindly',
    body: (
      <>
        <p>
          When you type an answer, Roots looks at what you meant. A small typo, such as a swapped or missing letter,
          still counts as correct, and we show you the right spelling so you learn it.
        </p>
        <p>
          Tone marks and special letters matter in many African languages. In Yoruba,{' '}
          <span lang="yo" className="font-semibold text-ink">
            ọkọ
          </span>{' '}
          can mean a husband, a hoe or a vehicle depending on its tones. If you leave the marks out, we accept your
          answer and tell you which ones were missing instead of failing you.
        </p>
        <p className="flex items-start gap-2">
          <Keyboard aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <span>
            You never need a special keyboard: an on-screen row of the language's letters, such as{' '}
            <span lang="yo" className="font-semibold text-ink">
              ẹ ọ ṣ
            </span>{' '}
            for Yoruba or{' '}
            <span lang="ig" className="font-semibold text-ink">
              ị ọ ụ ṅ
            </span>{' '}
            for Igbo, appears whenever you type in a lesson.
          </span>
        </p>
      </>
    ),
  },
  {
    id: 'hearts',
    icon: Heart,
    eyebrow: 'Hearts',
    title: 'Hearts keep you careful',
    body: (
      <p>
        You have up to five hearts. Each wrong answer costs one, and one heart comes back every 30 minutes until you are
        full again. If you run out, take a break and come back later, or refill your hearts in the store.
      </p>
    ),
  },
  {
    id: 'xp',
    icon: Zap,
    eyebrow: 'XP',
    title: 'XP and combos reward your progress',
    body: (
      <p>
        You earn experience points (XP) as you complete exercises and lessons. Answer five questions in a row correctly
        and your combo multiplier rises by 10%, and again for every further five in a row, up to double XP. A wrong
        answer starts the combo again. XP counts towards your daily goal.
      </p>
    ),
  },
  {
    id: 'streak',
    icon: Flame,
    eyebrow: 'Streaks',
    title: 'A daily streak builds the habit',
    body: (
      <p>
        Practise on a day and your streak grows by one. Miss a day and it starts again from zero, unless you have a
        streak freeze, which steps in for the missed day and keeps your streak alive.
      </p>
    ),
  },
  {
    id: 'coins',
    icon: Coins,
    eyebrow: 'Coins',
    title: 'Coins and the store',
    body: (
      <>
        <p>
          You collect coins as you learn and can spend them in the store. Coins and everything in the store are part of
          the game: they are never bought with money.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {storeItems.map((item) => (
            <IconCard
              key={item.name}
              icon={item.icon}
              title={item.name}
              className="flex h-full flex-col"
              iconClassName="text-accent"
            >
              <p className="mt-2 flex-1 text-ink-muted">{item.text}</p>
              <p className="mt-3 flex items-center gap-1 font-semibold text-ink">
                <Coins aria-hidden="true" className="size-4 text-accent" />
                {item.price} coins
              </p>
            </IconCard>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'culture',
    icon: Landmark,
    eyebrow: 'Culture',
    title: 'Cultural facts and proverbs',
    body: (
      <p>
        A language carries a way of seeing the world. Along the way you will meet proverbs, customs, food, music and
        history from the places where each language is spoken, such as the Zulu saying{' '}
        <span lang="zu" className="font-semibold text-ink">
          Umuntu ngumuntu ngabantu
        </span>
        : a person is a person through other people.
      </p>
    ),
  },
];

export default function HowItWorksPage() {
  useDocumentTitle('How it works');

  return (
    <>
      <PageHero
        eyebrow="How it works"
        title="A few minutes a day, one small step at a time"
        intro="Roots turns learning a language into a short daily habit: bite-sized lessons, instant feedback and a little friendly motivation to bring you back tomorrow."
      />
      <PageBody>
        <div className="space-y-14">
          {topics.map((topic) => (
            <Section key={topic.id} {...topic} />
          ))}
        </div>

        <section
          aria-labelledby="cta-heading"
          className="mt-16 rounded-card bg-primary-soft p-6 text-center text-on-primary-soft sm:p-10"
        >
          <h2 id="cta-heading" className="text-2xl font-extrabold tracking-tight">
            Ready for your first lesson?
          </h2>
          <p className="mt-2">It takes about five minutes, and it is free.</p>
          <Link to={publicPaths.register} className={buttonClasses('primary', 'lg', 'mt-6')}>
            Create your free account
          </Link>
        </section>
      </PageBody>
    </>
  );
}

// The help page, longer than ~300 lines of questions and answers as text, prerendered; its length is
// content, not logic.
import { publicPaths } from '@roots/shared/routes';
import { ChevronDown, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHero } from '../../components/layout/page-hero.tsx';
import { buttonClasses } from '../../components/ui/button-classes.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

interface Question {
  question: string;
  answer: ReactNode;
}

interface Topic {
  id: string;
  title: string;
  questions: Question[];
}

const topics: Topic[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    questions: [
      {
        question: 'Is Roots really free?',
        answer: <p>Yes. Every course, lesson and exercise is free to use, and Roots never takes a payment from you.</p>,
      },
      {
        question: 'Which languages can I learn?',
        answer: (
          <p>
            Eight: Swahili (<span lang="sw">Kiswahili</span>), Yoruba (<span lang="yo">Èdè Yorùbá</span>), Igbo (
            <span lang="ig">Asụsụ Igbo</span>), Hausa (<span lang="ha">Harshen Hausa</span>), Zulu (
            <span lang="zu">isiZulu</span>), Amharic (<span lang="am">አማርኛ</span>), Afrikaans and Somali (
            <span lang="so" className="whitespace-nowrap">
              Af-Soomaali
            </span>
            ). Every course is taught from English.
          </p>
        ),
      },
      {
        question: 'How do I start?',
        answer: (
          <p>
            <Link to={publicPaths.register}>Create a free account</Link> with your e-mail address (or sign in with
            Google), confirm your address with the link we e-mail you, then choose a language and a daily goal in
            minutes. Your first lesson is ready straight away. Roots runs in the web browser of your phone, tablet or
            computer, so there is nothing to install.
          </p>
        ),
      },
    ],
  },
  {
    id: 'lessons',
    title: 'Lessons and answers',
    questions: [
      {
        question: 'How long does a lesson take?',
        answer: (
          <p>
            About five minutes. Courses are divided into units, units into lessons, and each lesson is a short series of
            exercises: choosing the translation, building sentences from word tiles, matching pairs and typing what you
            hear. <Link to={publicPaths.howItWorks}>How it works</Link> explains each one.
          </p>
        ),
      },
      {
        question: 'I made a small typo. Why was my answer still accepted?',
        answer: (
          <p>
            Roots is forgiving about small slips such as one wrong, missing or swapped letter, because you are learning
            a language, not a typing test. When that happens we show you the exact spelling so you can get it right next
            time.
          </p>
        ),
      },
      {
        question: 'What happens if I leave out the tone marks in Yoruba?',
        answer: (
          <p>
            Your answer is not marked wrong for that. We accept it and show you which tone marks were missing, for
            example that <span lang="yo">Ẹ kaarọ</span> is written <span lang="yo">Ẹ káàárọ̀</span>. Tone changes meaning
            in Yoruba, so it is worth learning the marks as you go.
          </p>
        ),
      },
      {
        question: 'I think a course has a mistake. How do I report it?',
        answer: (
          <p>
            Thank you for helping! Use the <Link to={publicPaths.contactUs}>contact form</Link>, choose “A mistake in a
            course” as the topic and tell us the language, the lesson and the sentence. Every report is read, and the
            sentence is fixed or explained.
          </p>
        ),
      },
    ],
  },
  {
    id: 'progress',
    title: 'Hearts, XP, streaks and coins',
    questions: [
      {
        question: 'How do hearts work?',
        answer: (
          <p>
            You have up to 5 hearts. Each wrong answer costs one heart, and one heart comes back every 30 minutes until
            you are full again. If you run out, wait for them to come back or buy a Heart Refill in the store for 100
            coins.
          </p>
        ),
      },
      {
        question: 'How do I earn XP, and what is a combo?',
        answer: (
          <p>
            You earn XP by completing exercises and lessons. Answer 5 questions correctly in a row and you get a combo
            bonus of 10% on top, growing with every further 5 in a row up to double XP. An XP Boost from the store
            doubles the XP you earn for 15 minutes.
          </p>
        ),
      },
      {
        question: 'How do streaks and streak freezes work?',
        answer: (
          <p>
            Your streak counts the days in a row on which you practised. Miss a day and it starts again, unless you have
            a Streak Freeze (150 coins in the store), which covers the missed day and keeps your streak going.
          </p>
        ),
      },
      {
        question: 'What are coins for? Can I buy them?',
        answer: (
          <>
            <p>You collect coins as you learn and spend them in the store:</p>
            <ul>
              <li>Heart Refill: 100 coins, fills your hearts up again.</li>
              <li>Streak Freeze: 150 coins, protects your streak for a day you miss.</li>
              <li>XP Boost: 200 coins, double XP for 15 minutes.</li>
            </ul>
            <p>
              Coins cannot be bought with money, and they, like XP and hearts, have no cash value and cannot be sold.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: 'Account and privacy',
    questions: [
      {
        question: 'I forgot my password. What do I do?',
        answer: (
          <p>
            On the log-in page choose <Link to={publicPaths.forgotPassword}>Forgot your password?</Link>, enter your
            e-mail address and we will send you a link to choose a new one. If you signed up with Google, simply sign in
            with Google again.
          </p>
        ),
      },
      {
        question: 'Can I download or delete my data?',
        answer: (
          <p>
            Yes. In Settings you can export a copy of your data and delete your account. Deleting your account removes
            your profile and learning progress; the <Link to={publicPaths.privacyPolicy}>privacy policy</Link> explains
            what is kept, and for how long.
          </p>
        ),
      },
      {
        question: 'Do you show ads or track me?',
        answer: (
          <p>
            No. Roots has no advertising and no advertising or analytics trackers, and we never sell your data. We store
            only what the app needs in your browser, as listed in our{' '}
            <Link to={publicPaths.cookieNotice}>cookie notice</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    questions: [
      {
        question: 'How do I type special letters such as ẹ, ụ or ɓ?',
        answer: (
          <p>
            You do not need a special keyboard. Whenever you type in a lesson, an on-screen keyboard with the letters of
            that language appears: tap a letter to add it to your answer. Your phone's own keyboard works too, if you
            have added the language to it.
          </p>
        ),
      },
      {
        question: 'I cannot hear the audio.',
        answer: (
          <p>
            Check that your device is not muted or in silent mode and that the volume is up, and that sound is not going
            to Bluetooth headphones you are not wearing. Then reload the page. If it still does not work, try another
            browser and <Link to={publicPaths.contactUs}>let us know</Link> which device and browser you use.
          </p>
        ),
      },
      {
        question: 'Roots is slow on my connection.',
        answer: (
          <p>
            Roots is built to be light: each page downloads only what it needs and there are no heavy images. On a very
            slow or patchy network, wait for the page to finish loading before you start a lesson. If something fails to
            load, a message with a Try again button appears. The lessons you have completed are saved on our side, so
            nothing is lost.
          </p>
        ),
      },
      {
        question: 'The confirmation e-mail has not arrived.',
        answer: (
          <p>
            It can take a few minutes. Check your spam or junk folder and make sure you typed your address correctly. If
            it still has not arrived after an hour, <Link to={publicPaths.contactUs}>contact us</Link> with the topic
            “My account”.
          </p>
        ),
      },
    ],
  },
];

export default function SupportPage() {
  useDocumentTitle('Help & Support');

  return (
    <>
      <PageHero
        eyebrow="Help & Support"
        title="How can we help?"
        intro="Answers to the questions learners ask most often. Can’t find yours? Our team is happy to help."
      >
        <nav aria-label="FAQ sections" className="mt-6 flex flex-wrap gap-2">
          {topics.map((topic) => (
            <a
              key={topic.id}
              href={`#${topic.id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface-raised px-4 text-sm font-semibold text-ink no-underline hover:bg-surface"
            >
              {topic.title}
            </a>
          ))}
        </nav>
      </PageHero>
      <PageBody>
        <div className="space-y-12">
          {topics.map((topic) => (
            <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-heading`} className="scroll-mt-24">
              <h2 id={`${topic.id}-heading`} className="text-2xl font-extrabold tracking-tight">
                {topic.title}
              </h2>
              <div className="mt-4 space-y-3">
                {topic.questions.map((item) => (
                  <details
                    key={item.question}
                    className="group rounded-card border border-line bg-surface-raised shadow-card"
                  >
                    <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 font-semibold text-ink hover:bg-surface-sunken [&::-webkit-details-marker]:hidden">
                      <span>{item.question}</span>
                      <ChevronDown
                        aria-hidden="true"
                        className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
                      />
                    </summary>
                    <div className="prose-roots px-5 pb-5 [&>:first-child]:mt-0 [&>:last-child]:mb-0">
                      {item.answer}
                    </div>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>

        <section
          aria-labelledby="contact-heading"
          className="mt-16 flex flex-col items-start gap-5 rounded-card bg-primary-soft p-6 text-on-primary-soft sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="flex items-start gap-4">
            <MessageCircle aria-hidden="true" className="mt-1 size-7 shrink-0" />
            <div>
              <h2 id="contact-heading" className="text-xl font-bold">
                Still need help?
              </h2>
              <p className="mt-1">Send us a message. A real person replies, usually within two working days.</p>
            </div>
          </div>
          <Link to={publicPaths.contactUs} className={buttonClasses('primary', 'md', 'shrink-0')}>
            Contact us
          </Link>
        </section>
      </PageBody>
    </>
  );
}

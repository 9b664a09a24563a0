import { publicPaths } from '@roots/shared/routes';
import { Link } from 'react-router';
import { LegalHero, PageBody } from '../../components/layout/page-hero.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function PrivacyPolicyPage() {
  useDocumentTitle('Privacy policy');

  return (
    <>
      <LegalHero
        title="Privacy policy"
        updated="22 November 2026"
        summary={
          <>
            In plain words: we collect what we need to run your account and your lessons, we never sell it, and we do
            not use advertising trackers.
          </>
        }
      />
      <PageBody>
        <div className="prose-roots">
          <p>
            This policy explains what personal data Roots (“we”, “us”) handles when you use the Roots website and app,
            why, and what choices and rights you have. If anything is unclear, please{' '}
            <Link to={publicPaths.contactUs}>contact us</Link>.
          </p>

          <h2>What we collect</h2>
          <h3>When you create an account</h3>
          <ul>
            <li>Your e-mail address, to sign you in, confirm your account and send messages about it.</li>
            <li>Your username, which other learners can see.</li>
            <li>
              Your password, stored only as a secure hash. We never store or see the password itself, and we cannot tell
              you what it is.
            </li>
            <li>If you sign in with Google: your e-mail address and the account identifier Google shares with us.</li>
            <li>An avatar picture, only if you choose to add one.</li>
          </ul>
          <h3>When you learn</h3>
          <ul>
            <li>
              Your learning progress: the languages you study, your daily goal, the lessons you have completed, your
              hearts and your streak.
            </li>
            <li>
              Records of the XP and coins you earn and spend (a ledger), so your totals are correct and the leaderboard
              is fair.
            </li>
            <li>Your friends on Roots and the notifications we show you.</li>
          </ul>
          <h3>When you contact us</h3>
          <ul>
            <li>The name, e-mail address, topic and message you send through the contact form.</li>
          </ul>
          <h3>When you use the site</h3>
          <ul>
            <li>
              Technical logs: the date and time of a request, the address requested, the result, a request id and
              technical details about errors. We use them to keep Roots running and secure, and keep them only for a
              limited time.
            </li>
            <li>
              A few items stored in your browser so that signing in works. They are listed in our{' '}
              <Link to={publicPaths.cookieNotice}>cookie notice</Link>.
            </li>
          </ul>
          <p>We do not collect your location, your contacts or anything from other apps on your device.</p>

          <h2>Why we use it, and our legal bases</h2>
          <ul>
            <li>
              <strong>To provide Roots to you (contract).</strong> Running your account, lessons, progress, hearts,
              streaks, coins, friends and the leaderboard, and sending e-mails you need, such as account confirmation
              and password reset links.
            </li>
            <li>
              <strong>To keep Roots safe and working (legitimate interest).</strong> Technical logs, protecting accounts
              from abuse, stopping automated cheating on the leaderboard, fixing errors and answering your messages.
            </li>
            <li>
              <strong>Where you choose (consent).</strong> Optional storage in your browser, such as remembering that
              you accepted the cookie notice or which course you studied last. You can withdraw consent at any time by
              clearing your browser storage.
            </li>
            <li>
              <strong>Where the law requires it (legal obligation).</strong> For example, to answer a valid request from
              an authority.
            </li>
          </ul>

          <h2>What we never do</h2>
          <ul>
            <li>We do not sell or rent your personal data to anyone.</li>
            <li>We do not show advertising and we do not use advertising or cross-site tracking tools.</li>
            <li>We do not use your data to build marketing profiles.</li>
          </ul>

          <h2>Who else handles your data</h2>
          <p>
            We share personal data only with service providers that process it for us, under contracts that require them
            to protect it and to use it only on our instructions:
          </p>
          <ul>
            <li>the hosting provider whose servers run Roots and store its database;</li>
            <li>our e-mail delivery provider, which sends account e-mails such as confirmation and password reset;</li>
            <li>
              Google, only if you choose to sign in with Google. Google then handles that sign-in under its own privacy
              policy.
            </li>
          </ul>
          <p>
            What other learners see: your username, avatar, XP and streak may appear on the leaderboard, on your profile
            and to your friends. Your e-mail address is never shown to other learners.
          </p>
          <p>
            Where a provider processes data outside your country, we make sure appropriate safeguards required by law
            are in place.
          </p>

          <h2>How long we keep it</h2>
          <ul>
            <li>
              Account data, progress and XP and coin ledgers: for as long as you have an account. When you delete your
              account, we delete them.
            </li>
            <li>Contact messages: for as long as we need them to answer you and handle any follow-up.</li>
            <li>Technical logs: for a limited time, after which they are deleted.</li>
            <li>Your sign-in session: the refresh cookie lasts up to 30 days and is removed when you sign out.</li>
          </ul>

          <h2>Your rights</h2>
          <p>Depending on where you live, you have some or all of these rights:</p>
          <ul>
            <li>
              <strong>Access and export.</strong> Download a copy of your data at any time from Settings.
            </li>
            <li>
              <strong>Correction.</strong> Update your profile in Settings, or ask us to correct anything else.
            </li>
            <li>
              <strong>Deletion.</strong> Delete your account from Settings. This removes your account and progress.
            </li>
            <li>
              <strong>Objection and restriction.</strong> Object to processing based on our legitimate interest, or ask
              us to limit how we use your data.
            </li>
            <li>
              <strong>Withdrawing consent.</strong> Where we rely on your consent, you can withdraw it at any time.
            </li>
            <li>
              <strong>Complaint.</strong> You can complain to the data protection authority where you live. We would
              appreciate the chance to sort things out with you first.
            </li>
          </ul>
          <p>
            To use any right that is not available in Settings, <Link to={publicPaths.contactUs}>contact us</Link> and
            choose “My account” as the topic. We answer within one month, and we may ask you to confirm that the account
            is yours.
          </p>

          <h2>Children</h2>
          <p>
            You must be at least 13 years old to create a Roots account, or older if the law of your country requires
            it. If you are under the age at which you can consent on your own, a parent or guardian must agree to you
            using Roots. If we learn that an account belongs to a child below the minimum age, we will delete it. A
            parent or guardian who believes this has happened can <Link to={publicPaths.contactUs}>contact us</Link>.
          </p>

          <h2>Security</h2>
          <ul>
            <li>Passwords are hashed with argon2id, a modern algorithm designed to resist cracking.</li>
            <li>All connections between your device and Roots are encrypted (HTTPS).</li>
            <li>
              The refresh token that keeps you signed in sits in an httpOnly cookie that scripts on the page cannot
              read.
            </li>
            <li>Only people who need access to run Roots can reach personal data, and only for that purpose.</li>
          </ul>
          <p>
            No system is perfectly secure. If a breach ever affects your personal data, we will tell you and the
            authorities as the law requires.
          </p>

          <h2>Changes to this policy</h2>
          <p>
            When we change this policy, we update the date at the top. If a change matters for how we use your data, we
            will tell you by e-mail or in the app before it takes effect.
          </p>

          <h2>Contact</h2>
          <p>
            Questions about privacy or this policy? Write to us through the{' '}
            <Link to={publicPaths.contactUs}>contact form</Link> and choose “My account” as the topic.
          </p>
        </div>
      </PageBody>
    </>
  );
}

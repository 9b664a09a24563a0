import { publicPaths } from '@roots/shared/routes';
import { Link } from 'react-router';
import { LegalHero, PageBody } from '../../components/layout/page-hero.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function TermsOfServicePage() {
  useDocumentTitle('Terms of service');

  return (
    <>
      <LegalHero
        title="Terms of service"
        updated="22 November 2026"
        summary={
          <>
            The rules for using Roots, in plain language. In short: be honest, be kind to other learners, and enjoy
            learning.
          </>
        }
      />
      <PageBody>
        <div className="prose-roots">
          <p>
            These terms are an agreement between you and Roots (“we”, “us”). By creating an account or using Roots you
            accept them. Please also read our <Link to={publicPaths.privacyPolicy}>privacy policy</Link>, which explains
            how we handle your personal data.
          </p>

          <h2>1. The service</h2>
          <p>
            Roots is a free website and app for learning African languages through short lessons, with XP, hearts, daily
            streaks, coins, a leaderboard, friends, cultural facts and a blog. We keep improving Roots, so features and
            course content may change over time.
          </p>

          <h2>2. Your account</h2>
          <ul>
            <li>
              You must be at least 13 years old, or older if the law of your country requires it, to create an account.
            </li>
            <li>Give accurate information when you sign up, and keep your e-mail address up to date.</li>
            <li>One account is for one person. Do not share your account or use someone else&apos;s.</li>
            <li>
              Keep your password safe and do not reuse it from other sites. If you think someone else has access to your
              account, change your password and <Link to={publicPaths.contactUs}>tell us</Link>.
            </li>
            <li>You are responsible for what happens in your account unless it was used without your permission.</li>
          </ul>

          <h2>3. Acceptable use</h2>
          <p>Roots is a shared space for learners. When you use it, you agree not to:</p>
          <ul>
            <li>
              harass, insult, threaten or impersonate other learners, or choose a username or avatar that is hateful,
              sexual or offensive;
            </li>
            <li>scrape, copy or download course content or other learners&apos; data by automated means;</li>
            <li>
              use bots, scripts or other automation to answer exercises, earn XP or coins, or climb the leaderboard;
            </li>
            <li>
              try to get around limits such as hearts, break into accounts or systems, or disrupt Roots for others;
            </li>
            <li>use Roots for anything unlawful.</li>
          </ul>
          <p>
            If you break these rules we may reset XP, coins or streaks earned unfairly, hide your username from the
            leaderboard, or suspend or close your account.
          </p>

          <h2>4. XP, coins, hearts and other virtual items</h2>
          <ul>
            <li>
              XP, coins, hearts, streaks, streak freezes, XP boosts and other virtual items are part of the learning
              game. They have no cash value.
            </li>
            <li>
              They cannot be bought, sold, transferred or exchanged for money or anything else of value, inside or
              outside Roots.
            </li>
            <li>
              We may adjust balances to fix mistakes or unfair play, and we may change how virtual items work, for
              example their prices in coins.
            </li>
            <li>The Premium trial is free. We take no payment for it, or for anything else on Roots.</li>
          </ul>

          <h2>5. Our content</h2>
          <p>
            Courses, lessons, recordings, cultural facts, blog posts, the Roots name and the design of the site belong
            to Roots or to the people who licensed them to us. You may use them for your own personal learning. You may
            not copy, republish or sell them, or use them to build another product, without our written permission.
          </p>
          <p>
            The languages themselves belong to the people who speak them. Nothing here limits anyone&apos;s right to use
            the words, phrases and proverbs of their language.
          </p>

          <h2>6. Your content</h2>
          <p>
            Your username, avatar and anything else you add to your profile remain yours. So that Roots can work, you
            give us a worldwide, free, non-exclusive licence to store and display them to other learners (for example on
            the leaderboard and to your friends) for as long as they are on Roots. The licence ends when you remove them
            or delete your account. Only upload an avatar you have the right to use.
          </p>
          <p>
            When you send us feedback or report a mistake, we may use it to improve Roots without owing you anything for
            it.
          </p>

          <h2>7. Ending your account</h2>
          <p>
            You can delete your account at any time from Settings. We may suspend or close an account that breaks these
            terms, and we will tell you why unless the law or safety prevents it. If we ever decide to stop offering
            Roots, we will give you reasonable notice and a chance to export your data first.
          </p>

          <h2>8. Disclaimers</h2>
          <p>
            We work hard to make our courses accurate and Roots reliable, with every unit read a second time and checked
            automatically. But Roots is provided “as is”: we cannot promise that it will always be available, free of
            errors, or that you will reach a particular level in a language. For important matters (legal, medical,
            official) please rely on a qualified human translator, not on a learning app.
          </p>

          <h2>9. Limitation of liability</h2>
          <p>
            Because Roots is free, and to the extent the law allows, we are not liable for indirect or consequential
            losses, lost data, or lost virtual items arising from your use of Roots. Nothing in these terms limits
            liability that cannot be limited by law, such as for death or personal injury caused by negligence or for
            fraud, or takes away rights you have as a consumer under the law of your country.
          </p>

          <h2>10. Changes to these terms</h2>
          <p>
            We may update these terms as Roots changes. We will update the date at the top, and for significant changes
            we will tell you by e-mail or in the app before they take effect. If you do not agree with the new terms,
            you can delete your account; continuing to use Roots means you accept them.
          </p>

          <h2>11. Contact</h2>
          <p>
            Questions about these terms? Write to us through the <Link to={publicPaths.contactUs}>contact form</Link>.
            We usually reply within two working days.
          </p>
        </div>
      </PageBody>
    </>
  );
}

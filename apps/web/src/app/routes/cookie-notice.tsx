import { publicPaths } from '@roots/shared/routes';
import { Link } from 'react-router';
import { LegalHero, PageBody } from '../../components/layout/page-hero.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

interface StoredItem {
  name: string;
  where: string;
  purpose: string;
  duration: string;
}

const items: StoredItem[] = [
  {
    name: 'access_token',
    where: 'localStorage',
    purpose: 'Keeps you signed in while you use Roots.',
    duration: 'Removed when you sign out.',
  },
  {
    name: 'Refresh token',
    where: 'httpOnly cookie, sent only to /api/auth',
    purpose: 'Renews your session so you do not have to log in every time. Scripts on the page cannot read it.',
    duration: 'Up to 30 days; removed when you sign out.',
  },
  {
    name: 'cookieConsent',
    where: 'localStorage',
    purpose: 'Remembers that you accepted this notice (value “true”), so the banner does not come back.',
    duration: 'Until you clear your browser storage.',
  },
  {
    name: 'lastLanguage',
    where: 'localStorage',
    purpose: 'Remembers the course you were last studying, so you can carry on where you left off.',
    duration: 'Until you clear your browser storage.',
  },
  {
    name: 'learnerName',
    where: 'localStorage',
    purpose: 'Your display name, so your dashboard greets you by name before the rest of the page arrives.',
    duration: 'Removed when you sign out.',
  },
  {
    name: 'roots.typeLatin',
    where: 'localStorage',
    purpose: 'Remembers that you prefer to type Amharic answers in Latin letters instead of fidel.',
    duration: 'Until you clear your browser storage.',
  },
  {
    name: 'wordsMet',
    where: 'localStorage',
    purpose:
      'Remembers the lessons whose new words you have already gone through, so you can skip them when you come back.',
    duration: 'Until you clear your browser storage.',
  },
  {
    name: 'redirectAfterAuth',
    where: 'sessionStorage',
    purpose: 'Remembers where to take you after you sign in, for example to choosing your first course.',
    duration: 'Cleared when the tab closes.',
  },
  {
    name: 'roots.cms.tree.<course>',
    where: 'sessionStorage (course editors only)',
    purpose: 'Remembers which units and lessons of a course you had open in the course editor.',
    duration: 'Cleared when the tab closes.',
  },
];

export default function CookieNoticePage() {
  useDocumentTitle('Cookie notice');

  return (
    <>
      <LegalHero
        title="Cookie notice"
        updated="6 December 2026"
        summary={
          <>
            Roots stores only what it needs in your browser: one cookie and eight small items in browser storage. No
            analytics cookies, no advertising cookies.
          </>
        }
      />
      <PageBody>
        <div className="prose-roots">
          <h2>What we store, and why</h2>
          <p>
            Cookies and browser storage (localStorage and sessionStorage) are small pieces of data that a website keeps
            in your browser. This is the complete list of what Roots keeps in yours:
          </p>
        </div>

        <div className="mt-6 overflow-x-auto rounded-card border border-line">
          {/* Below the sm breakpoint each row is a stacked block (name, then purpose, then how long):
              three columns of a name like roots.cms.tree.<course> do not fit 320 px. The explicit
              roles keep the table's semantics when its rows are laid out as blocks. */}
          <table role="table" className="block w-full border-collapse text-left text-sm sm:table">
            <caption className="sr-only">Everything Roots stores in your browser</caption>
            <thead role="rowgroup" className="hidden bg-surface-sunken sm:table-header-group">
              <tr role="row">
                <th role="columnheader" scope="col" className="px-4 py-3 font-bold">
                  Name and where
                </th>
                <th role="columnheader" scope="col" className="px-4 py-3 font-bold">
                  What it is for
                </th>
                <th role="columnheader" scope="col" className="px-4 py-3 font-bold">
                  How long it stays
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup" className="block bg-surface-raised sm:table-row-group">
              {items.map((item, i) => (
                <tr
                  role="row"
                  key={item.name}
                  className={`block align-top sm:table-row sm:border-t sm:border-line ${i > 0 ? 'border-t border-line' : ''}`}
                >
                  <th role="rowheader" scope="row" className="block px-4 pt-3 font-normal sm:table-cell sm:py-3">
                    <code className="font-mono font-semibold break-words text-ink">{item.name}</code>
                    <span className="mt-1 block text-ink-muted">{item.where}</span>
                  </th>
                  <td role="cell" className="block px-4 pt-2 text-ink-muted sm:table-cell sm:py-3">
                    {item.purpose}
                  </td>
                  <td role="cell" className="block px-4 pt-2 pb-3 text-ink sm:table-cell sm:py-3 sm:text-ink-muted">
                    {item.duration}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <div className="prose-roots mt-6">
          <p>
            That is all. Roots uses no analytics, advertising or social media cookies, and it loads no scripts or fonts
            from other companies. If you choose to sign in with Google, Google&apos;s own sign-in pages may set their
            own cookies on Google&apos;s website, under Google&apos;s privacy policy.
          </p>

          <h2>The cookie banner: Accept or Decline</h2>
          <p>
            On your first visit, a small banner tells you about this storage. Choosing <strong>Accept</strong> saves{' '}
            <code>cookieConsent</code> with the value “true” so the banner does not appear again.
          </p>
          <p>
            Choosing <strong>Decline</strong>, or closing the banner, hides it for this visit only: nothing is saved, so
            it will be back next time. Because the items above are essential for signing in and using your account,
            Roots still needs them when you sign in, whichever button you choose. If you do not want them at all, you
            can still read the public pages, the blog and this notice without an account.
          </p>

          <h2>How to clear what Roots has stored</h2>
          <ul>
            <li>
              <strong>Sign out.</strong> This removes <code>access_token</code> and the refresh cookie.
            </li>
            <li>
              <strong>Close the tab.</strong> This clears <code>redirectAfterAuth</code>.
            </li>
            <li>
              <strong>Clear site data in your browser.</strong> This removes everything. In most browsers, open the
              settings, go to privacy or site settings, find “cookies and site data” and delete the data for this site.
              On many phones you can also tap the icon beside the address bar and choose the site settings.
            </li>
          </ul>
          <p>
            After clearing everything you will be signed out and the cookie banner will appear again. Your progress is
            not lost: it is saved in your account, not in your browser.
          </p>

          <h2>Questions</h2>
          <p>
            Our <Link to={publicPaths.privacyPolicy}>privacy policy</Link> explains how we handle your personal data.
            For anything else, <Link to={publicPaths.contactUs}>contact us</Link>.
          </p>
        </div>
      </PageBody>
    </>
  );
}

import { publicPaths } from '@roots/shared/routes';
import { Link } from 'react-router';
import { Logo } from './logo.tsx';

const columns = [
  {
    title: 'Learn',
    links: [
      { to: publicPaths.howItWorks, label: 'How it works' },
      { to: publicPaths.mission, label: 'Our mission' },
      { to: publicPaths.blog, label: 'Blog' },
      { to: publicPaths.contribute, label: 'Record your language' },
      { to: publicPaths.credits, label: 'Credits' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: publicPaths.support, label: 'Help & Support' },
      { to: publicPaths.contactUs, label: 'Contact us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: publicPaths.privacyPolicy, label: 'Privacy policy' },
      { to: publicPaths.termsOfService, label: 'Terms of service' },
      { to: publicPaths.cookieNotice, label: 'Cookie notice' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="mt-auto border-t border-line bg-surface-sunken">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-ink-muted">
            Learn the languages of Africa in a few minutes a day: Swahili, Yoruba, Igbo, Hausa, Zulu, Amharic, Afrikaans
            and Somali.
          </p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-bold tracking-wide text-ink uppercase">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-ink-muted no-underline hover:text-ink hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-ink-muted sm:px-6">
          © {new Date().getFullYear()} Roots. Made with care for every language we teach.
        </p>
      </div>
    </footer>
  );
}

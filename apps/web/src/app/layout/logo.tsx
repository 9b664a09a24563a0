import { publicPaths } from '@roots/shared/routes';
import { Link } from 'react-router';

export function Logo() {
  return (
    <Link
      to={publicPaths.home}
      className="inline-flex items-center gap-2 rounded-control text-ink no-underline"
      aria-label="Roots, home"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9">
        <rect width="32" height="32" rx="9" fill="var(--primary)" />
        <path d="M16 6c-3 4-5 7-5 10a5 5 0 0 0 10 0c0-3-2-6-5-10z" fill="var(--ochre)" />
        <path d="M16 21v6M16 24l-4 3M16 24l4 3" stroke="var(--on-primary)" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {/* Below 360 px the signed-in bar needs the room; the link keeps its name. */}
      <span className="text-xl font-extrabold tracking-tight max-[359px]:sr-only">Roots</span>
    </Link>
  );
}

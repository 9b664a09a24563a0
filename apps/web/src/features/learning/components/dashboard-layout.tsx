import { LEARNER_NAME_SLOT } from '@roots/shared/constants';
import { protectedPaths } from '@roots/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';

const greetingTitle = (name: string) => `Welcome back, ${name}`;

/**
 * The dashboard around its content, the same for the page and its frame (the look while the
 * session is checked), so the one replaces the other without moving: the greeting, `greetingTitle`
 * in markup whose name has a place of its own (the server's first paint fills it from storage),
 * its line, and the actions (by default, adding a language). Below `lg` the name has a line of its
 * own, cut short with an ellipsis, so the greeting is two lines whatever the name: a phone may
 * paint the frame before the script has filled the name in, and a longer name that wrapped the
 * greeting onto a second line then pushed the whole page down (CLS 0.033 in CI).
 */
export function DashboardLayout({
  name,
  actions,
  children,
}: {
  name: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AppPage
      title={greetingTitle(name)}
      heading={
        <>
          Welcome back,{' '}
          <span className="block truncate lg:inline lg:whitespace-normal" {...{ [LEARNER_NAME_SLOT]: '' }}>
            {name}
          </span>
        </>
      }
      description="Pick up where you left off. A few minutes a day is all it takes."
      actions={
        actions ?? (
          <Link to={protectedPaths.languages} className={buttonClasses('secondary')}>
            Add a language
          </Link>
        )
      }
    >
      {children}
    </AppPage>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { type ButtonVariant, buttonClasses } from '../../../components/ui/button-classes.ts';
import { ManagementProvider } from '../../../features/management/management-provider.tsx';

interface PageLink {
  to: string;
  label: string;
  variant: ButtonVariant;
}

/** The frame of an admin list screen: the state the admin screens share, and links beside the title. */
export function AdminPage({
  title,
  description,
  link,
  children,
}: {
  title: string;
  description: string;
  link: PageLink | PageLink[];
  children: ReactNode;
}) {
  return (
    <ManagementProvider>
      <AppPage
        title={title}
        description={description}
        actions={
          <div className="flex flex-wrap gap-3">
            {(Array.isArray(link) ? link : [link]).map(({ to, label, variant }) => (
              <Link key={to} to={to} className={buttonClasses(variant)}>
                {label}
              </Link>
            ))}
          </div>
        }
      >
        {children}
      </AppPage>
    </ManagementProvider>
  );
}

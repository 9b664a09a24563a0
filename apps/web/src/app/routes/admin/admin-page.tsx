import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { type ButtonVariant, buttonClasses } from '../../../components/ui/button-classes.ts';
import { ManagementProvider } from '../../../features/management/management-provider.tsx';

/** The frame of an admin list screen: the state the admin screens share, and one link beside the title. */
export function AdminPage({
  title,
  description,
  link,
  children,
}: {
  title: string;
  description: string;
  link: { to: string; label: string; variant: ButtonVariant };
  children: ReactNode;
}) {
  return (
    <ManagementProvider>
      <AppPage
        title={title}
        description={description}
        actions={
          <Link to={link.to} className={buttonClasses(link.variant)}>
            {link.label}
          </Link>
        }
      >
        {children}
      </AppPage>
    </ManagementProvider>
  );
}

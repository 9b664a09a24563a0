import { AppPage } from '../../../components/layout/app-page.tsx';

export default function LanguagesPage() {
  return (
    <AppPage title="Languages" description="The courses you are enrolled in, and every language you can start today." />
  );
}

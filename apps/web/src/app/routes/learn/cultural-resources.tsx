import { AppPage } from '../../../components/layout/app-page.tsx';

export default function CulturalResourcesPage() {
  return (
    <AppPage
      title="Cultural resources"
      description="Proverbs, customs and history from the places your language is spoken."
    />
  );
}

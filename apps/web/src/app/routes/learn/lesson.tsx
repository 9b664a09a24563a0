import { AppPage } from '../../../components/layout/app-page.tsx';

export default function LessonPage() {
  return (
    <AppPage
      title="Lesson"
      description="Answer each exercise, then press Check. Wrong answers come back at the end of the lesson."
    />
  );
}

import { AppPage } from '../../../components/layout/app-page.tsx';
import { Review } from '../../../features/voices/components/review-queue.tsx';

/** /review: contributors review one another's recordings. */
export default function ReviewPage() {
  return (
    <AppPage
      title="Review recordings"
      description="Listen, read the text, and say whether a learner could copy it. Two approvals put a clip in the course."
    >
      <Review />
    </AppPage>
  );
}

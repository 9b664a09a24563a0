import type { ContentStatus } from '@roots/shared/contracts/management';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const tones: Record<ContentStatus, BadgeTone> = { draft: 'ochre', published: 'success', archived: 'neutral' };
const labels: Record<ContentStatus, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };

export function StatusBadge({ status }: { status: ContentStatus }) {
  return (
    <Badge tone={tones[status]} className="px-2 py-0.5 text-xs">
      {labels[status]}
    </Badge>
  );
}

import type {
  VoiceRejectReason as RejectReason,
  VoiceReviewInput as ReviewVerdict,
  VoiceReviewItem as ReviewItem,
} from '@roots/shared/contracts/voices';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Flag, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { notify } from '../../../lib/notify.ts';
import { useReview, useReviewQueue, voicesKeys } from '../api/voices.ts';
import { ActiveLanguages } from './active-languages.tsx';
import { ClipAudio } from './clip-audio.tsx';
import { TextCard } from './text-card.tsx';
import { NotLoaded } from './not-loaded.tsx';
import { QueueCard } from './queue-card.tsx';

// Every reason of the contract (its module is not imported here: it would bring zod to the page).
const reasonLabels = {
  wrong_text: 'Wrong text: it says something else',
  unclear: 'Unclear: hard to make out',
  noise: 'Noise: background sound or distortion',
  wrong_tone: 'Wrong tone or pronunciation',
} satisfies Record<RejectReason, string>;
const rejectReasons = Object.keys(reasonLabels) as RejectReason[];

/** Review: for the chosen active language, the clips awaiting review, one at a time. */
export function Review() {
  const [code, setCode] = useState('');
  return (
    <ActiveLanguages chosen={code} onChoose={setCode}>
      {(language) => <ReviewList key={language.code} code={language.code} name={language.name} />}
    </ActiveLanguages>
  );
}

function ReviewList({ code, name }: { code: string; name: string }) {
  const queue = useReviewQueue(code);
  const client = useQueryClient();
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  if (!queue.isSuccess) return <NotLoaded query={queue} />;
  const item = queue.data.items.find(({ clip_id: id }) => !done.has(id));
  if (!item)
    return (
      <div className="space-y-4 rounded-card border border-line p-6">
        <p>
          No {name} recordings are waiting for your review. New ones arrive as other contributors record; come back
          later, or record some yourself.
        </p>
        {queue.data.items.length > 0 ? (
          <Button
            variant="secondary"
            isLoading={queue.isFetching}
            onClick={() => void client.invalidateQueries({ queryKey: voicesKeys.review(code) })}
          >
            Look for more
          </Button>
        ) : null}
      </div>
    );
  return (
    <ReviewCard
      key={item.clip_id}
      code={code}
      item={item}
      onDone={() => setDone((before) => new Set(before).add(item.clip_id))}
      focus={done.size > 0}
    />
  );
}

function ReviewCard({
  code,
  item,
  onDone,
  focus,
}: {
  code: string;
  item: ReviewItem;
  onDone: () => void;
  focus: boolean;
}) {
  const review = useReview();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<RejectReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = (verdict: ReviewVerdict) => {
    setProblem(null);
    review.mutate(
      { clipId: item.clip_id, verdict },
      {
        onSuccess: () => {
          void notify(
            'success',
            verdict.verdict === 'approve'
              ? 'Approved. Thank you!'
              : verdict.verdict === 'reject'
                ? 'Rejected, with your reason.'
                : 'Flagged for an editor.',
          );
          onDone();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };
  return (
    <QueueCard label="Recording to review" focus={focus}>
      <ClipAudio url={item.audio_url} label={`Recording of “${item.text}”`} />
      <TextCard code={code} item={item} />
      <p className="text-sm text-ink-muted">
        Approve only if a learner can copy it: the right words, clearly said, with the right tones and vowels.
      </p>
      {rejecting ? (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason) {
              setProblem('Choose what is wrong with it.');
              return;
            }
            send({ verdict: 'reject', reason, note: note.trim() || undefined });
          }}
        >
          <fieldset className="space-y-1">
            <legend className="font-semibold">What is wrong with it?</legend>
            {rejectReasons.map((choice) => (
              <label key={choice} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="reject-reason"
                  value={choice}
                  className="size-5"
                  checked={reason === choice}
                  onChange={() => setReason(choice)}
                />
                {reasonLabels[choice]}
              </label>
            ))}
          </fieldset>
          <Textarea
            label="Note (optional)"
            value={note}
            maxLength={300}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" isLoading={review.isPending}>
              Reject
            </Button>
            <Button variant="ghost" disabled={review.isPending} onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3 border-t border-line pt-4">
          <Button isLoading={review.isPending} onClick={() => send({ verdict: 'approve' })}>
            <Check aria-hidden="true" className="size-4" /> Approve
          </Button>
          <Button variant="secondary" disabled={review.isPending} onClick={() => setRejecting(true)}>
            <X aria-hidden="true" className="size-4" /> Reject…
          </Button>
          <Button variant="ghost" disabled={review.isPending} onClick={() => send({ verdict: 'flag' })}>
            <Flag aria-hidden="true" className="size-4" /> Flag for an editor
          </Button>
        </div>
      )}
      {problem ? (
        <p role="alert" className="font-medium text-danger">
          {problem}
        </p>
      ) : null}
    </QueueCard>
  );
}

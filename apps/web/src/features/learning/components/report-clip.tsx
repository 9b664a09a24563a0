import type { VoiceRejectReason } from '@roots/shared/contracts/voices';
import { Flag } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { reportClip } from '../api/report-clip.ts';

/** What a learner can say is wrong with a clip (the contracts' reasons, in the player's words). */
const REASONS: readonly [VoiceRejectReason, string][] = [
  ['wrong_text', 'Wrong word'],
  ['unclear', 'Unclear'],
  ['noise', 'Noise'],
  ['wrong_tone', 'Wrong tone'],
];

type State = 'closed' | 'choosing' | 'sending' | 'sent' | 'failed';

/**
 * "Report this clip" beside a clip's buttons (issue 40 §3): tap 1 opens the reasons, tap 2 sends
 * one. The server knows the clip by the URL the learner was given; a repeat is taken, not counted.
 */
export function ReportClip({ url }: { url: string }) {
  const [state, setState] = useState<State>('closed');
  const toggle = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const choices = useId();
  const open = state === 'choosing' || state === 'sending' || state === 'failed';

  useEffect(() => {
    if (state === 'choosing') first.current?.focus();
  }, [state]);

  const close = () => {
    setState('closed');
    toggle.current?.focus();
  };
  const send = (reason: VoiceRejectReason) => {
    setState('sending');
    reportClip({ audio_url: url, reason }).then(
      () => {
        setState('sent');
      },
      () => {
        setState('failed');
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {state === 'sent' ? null : (
        <Button
          ref={toggle}
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={choices}
          onClick={() => {
            if (open) close();
            else setState('choosing');
          }}
        >
          <Flag aria-hidden="true" className="size-4" />
          Report this clip
        </Button>
      )}
      {open ? (
        <div
          id={choices}
          role="group"
          aria-label="What is wrong with this clip?"
          className="flex flex-wrap gap-2"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
        >
          {REASONS.map(([reason, label], i) => (
            <Button
              key={reason}
              ref={i === 0 ? first : undefined}
              variant="secondary"
              size="sm"
              disabled={state === 'sending'}
              onClick={() => {
                send(reason);
              }}
            >
              {label}
            </Button>
          ))}
        </div>
      ) : null}
      <p role="status" className="text-sm text-ink-muted empty:hidden">
        {state === 'sent' ? 'Thanks — an editor will listen.' : ''}
      </p>
      {state === 'failed' ? (
        <p role="alert" className="w-full text-sm text-danger">
          We could not send your report. Check your connection and choose again.
        </p>
      ) : null}
    </div>
  );
}

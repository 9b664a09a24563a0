import { type ProblemKind, problemKindLabels, problemKinds } from '@roots/shared/domain/problems';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../lib/notify.ts';
import { useReportProblem } from '../api/report-problem.ts';

/** "Report a problem" under the feedback: the learner's answer is filled in for the editors. */
export function ReportProblem({ exerciseId, answer }: { exerciseId: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ProblemKind>('answer_rejected');
  const [given, setGiven] = useState(answer);
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const report = useReportProblem();
  const send = () => {
    report.mutate(
      {
        exerciseId,
        report: {
          kind,
          answer: kind === 'answer_rejected' ? given.trim() || undefined : undefined,
          note: note.trim() || undefined,
        },
      },
      {
        onSuccess: ({ message }) => {
          setSent(true);
          setOpen(false);
          void notify('success', message);
        },
        onError: (error) => void notify('error', error.message),
      },
    );
  };
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        disabled={sent}
        onClick={() => {
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" className="size-4" />
        {sent ? 'Reported' : 'Report a problem'}
      </Button>
      <Modal
        open={open}
        title="Report a problem"
        onClose={() => {
          setOpen(false);
        }}
        footer={
          <>
            <Button
              variant="ghost"
              onClick={() => {
                setOpen(false);
              }}
            >
              Cancel
            </Button>
            <Button onClick={send} isLoading={report.isPending}>
              Send report
            </Button>
          </>
        }
      >
        <fieldset className="space-y-2">
          <legend className="font-semibold">What is wrong?</legend>
          {problemKinds.map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="problem-kind"
                value={choice}
                checked={kind === choice}
                onChange={() => {
                  setKind(choice);
                }}
              />
              {problemKindLabels[choice]}
            </label>
          ))}
        </fieldset>
        <div className="mt-4 space-y-3">
          {kind === 'answer_rejected' ? (
            <Input
              label="Your answer"
              value={given}
              maxLength={300}
              onChange={(event) => {
                setGiven(event.target.value);
              }}
            />
          ) : null}
          <Input
            label="Anything to add? (optional)"
            value={note}
            maxLength={500}
            onChange={(event) => {
              setNote(event.target.value);
            }}
          />
        </div>
      </Modal>
    </>
  );
}

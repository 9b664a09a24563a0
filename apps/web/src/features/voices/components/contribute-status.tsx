import type { VoiceLanguageStatus, VoicesMe } from '@roots/shared/contracts/voices';
import { protectedPaths, publicPaths } from '@roots/shared/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Input } from '../../../components/ui/input.tsx';
import { useSetCreditName } from '../api/credits.ts';
import { useSendSample, useVoicesMe } from '../api/voices.ts';
import { useRecorder } from '../../../lib/use-recorder.ts';
import { ApplicationForm } from './application-form.tsx';
import { RecorderControls } from './recorder-controls.tsx';
import { NotLoaded } from './not-loaded.tsx';

const statusLabels: Record<VoiceLanguageStatus, { label: string; tone: BadgeTone; says: string }> = {
  pending: { label: 'Waiting for review', tone: 'ochre', says: 'An editor listens to your sample and answers soon.' },
  active: { label: 'Active', tone: 'success', says: 'You can record and review.' },
  paused: { label: 'Paused', tone: 'neutral', says: 'Recording is paused for this language; write to us to ask why.' },
  rejected: { label: 'Not accepted', tone: 'danger', says: 'Thank you for offering; this time we did not accept it.' },
};

/** A signed-in learner's side of /contribute: the form until they have applied, then where they stand. */
export function ContributeStatus({ defaultName }: { defaultName: string }) {
  const me = useVoicesMe();
  if (!me.isSuccess) return <NotLoaded query={me} />;
  const open = me.data.languages.some(({ status }) => status !== 'rejected');
  if (!me.data.application && !open) return <ApplicationForm defaultName={defaultName} />;
  return <Standing me={me.data} />;
}

function Standing({ me }: { me: VoicesMe }) {
  const active = me.languages.some(({ status }) => status === 'active');
  return (
    <section className="space-y-6" aria-labelledby="standing-heading">
      <h2 id="standing-heading" className="text-2xl font-bold">
        Your languages
      </h2>
      <ul className="space-y-3">
        {me.languages.map(({ code, name, status }) => (
          <li key={code} className="flex flex-wrap items-center gap-3 rounded-card border border-line p-4">
            <span className="font-semibold">{name}</span>
            <Badge tone={statusLabels[status].tone}>{statusLabels[status].label}</Badge>
            <span className="text-sm text-ink-muted">{statusLabels[status].says}</span>
          </li>
        ))}
      </ul>
      {me.application && !me.application.has_sample ? <SampleAgain applicationId={me.application.id} /> : null}
      {active ? (
        <div className="flex flex-wrap gap-3">
          <Link to={protectedPaths.record} className={buttonClasses('primary')}>
            Open the studio
          </Link>
          <Link to={protectedPaths.review} className={buttonClasses('secondary')}>
            Review recordings
          </Link>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ['Recorded', me.stats.recorded],
            ['Approved', me.stats.approved],
            ['Awaiting review', me.stats.pending],
            ['Not accepted', me.stats.rejected],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-card border border-line p-3">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <CreditName current={me.credit_name} />
    </section>
  );
}

const CREDIT_NAME_MAX = 60;

/** The contributor's name on the credits page: change it, or be left off. */
function CreditName({ current }: { current: string | null }) {
  const [name, setName] = useState(current ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSetCreditName();
  const submit = (value: string | null) => {
    if (value !== null && value.trim() === '') {
      setProblem('Write the name to show, or choose “Do not name me”.');
      return;
    }
    setProblem(undefined);
    save.mutate(value === null ? null : value.trim(), {
      onSuccess: ({ credit_name }) => setName(credit_name ?? ''),
    });
  };
  return (
    <section className="space-y-3 rounded-card border border-line p-4" aria-labelledby="credit-name-heading">
      <h3 id="credit-name-heading" className="font-semibold">
        Your name on the credits
      </h3>
      <p className="text-sm text-ink-muted">
        {current ? (
          <>
            The <Link to={publicPaths.credits}>credits page</Link> names you as “{current}”.
          </>
        ) : (
          <>
            You are not named on the <Link to={publicPaths.credits}>credits page</Link>.
          </>
        )}
      </p>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          submit(name);
        }}
      >
        <div className="sm:flex-1">
          <Input
            label="Name to show"
            value={name}
            maxLength={CREDIT_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            error={problem}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isLoading={save.isPending && save.variables !== null}>
            Save name
          </Button>
          {current ? (
            <Button
              type="button"
              variant="secondary"
              isLoading={save.isPending && save.variables === null}
              onClick={() => submit(null)}
            >
              Do not name me
            </Button>
          ) : null}
        </div>
      </form>
      {save.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {save.error.message}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p role="status" className="text-sm text-ink-muted">
          {save.data.credit_name ? 'Saved.' : 'You are no longer named on the credits page.'}
        </p>
      ) : null}
    </section>
  );
}

/** The application arrived but its sample did not (the server refused it): record it again. */
function SampleAgain({ applicationId }: { applicationId: string }) {
  const recorder = useRecorder();
  const send = useSendSample();
  return (
    <section className="space-y-3 rounded-card border border-line p-4" aria-labelledby="sample-again-heading">
      <h3 id="sample-again-heading" className="font-semibold">
        Your application still needs its sample
      </h3>
      <RecorderControls recorder={recorder} disabled={send.isPending} />
      {recorder.recording && recorder.status === 'idle' ? (
        <Button
          isLoading={send.isPending}
          onClick={() => {
            if (recorder.recording) send.mutate({ id: applicationId, sample: recorder.recording.blob });
          }}
        >
          Send the sample
        </Button>
      ) : null}
      {send.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {send.error.message}
        </p>
      ) : null}
    </section>
  );
}

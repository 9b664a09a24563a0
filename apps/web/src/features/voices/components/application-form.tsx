import type * as VoicesContract from '@roots/shared/contracts/voices';
import type { VoiceApplicationInput } from '@roots/shared/contracts/voices';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApply, useCourseChoices } from '../api/voices.ts';
import { useRecorder } from '../../../lib/use-recorder.ts';
import { RecorderControls } from './recorder-controls.tsx';

let contract: Promise<typeof VoicesContract> | undefined;
/** The voices contract, downloaded once: zod is not needed until the form is used. */
const loadContract = () => (contract ??= import('@roots/shared/contracts/voices'));

type Problems = Partial<
  Record<'languages' | 'region' | 'dialect' | 'about' | 'credit_name' | 'sample' | 'form', string>
>;

/** The application: languages (1–4), region, dialect, about, the credits name, and a sample recording. */
export function ApplicationForm({ defaultName }: { defaultName: string }) {
  const courses = useCourseChoices();
  const apply = useApply();
  const recorder = useRecorder();
  const [languages, setLanguages] = useState<string[]>([]);
  const [region, setRegion] = useState('');
  const [dialect, setDialect] = useState('');
  const [about, setAbout] = useState('');
  const [credit, setCredit] = useState(false);
  const [creditName, setCreditName] = useState(defaultName);
  const [problems, setProblems] = useState<Problems>({});
  // Set once the application is stored: a refused sample is then sent again on its own.
  const [appliedId, setAppliedId] = useState<string | null>(null);

  const input = (): VoiceApplicationInput => ({
    languages,
    region: region.trim(),
    dialect: dialect.trim() || undefined,
    about: about.trim() || undefined,
    credit_name: credit ? creditName.trim() : null,
  });

  /**
   * The shared contract's checks (as the server makes them), and the sample. The contract (and zod)
   * arrive with the first focus on the form, not with the page.
   */
  async function check(): Promise<Problems> {
    const found: Problems = {};
    const { voiceApplicationInputSchema } = await loadContract();
    const result = voiceApplicationInputSchema.safeParse(input());
    if (!result.success)
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'form') as keyof Problems;
        found[field] ??= issue.message;
      }
    if (credit && creditName.trim() === '') found.credit_name = 'Give the name to show on the credits page.';
    if (!recorder.recording) found.sample = 'Record a short sample: read any sentence in your language aloud.';
    return found;
  }

  async function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    const found = await check();
    setProblems(found);
    if (Object.keys(found).length > 0 || !recorder.recording) return;
    apply.mutate(
      { input: input(), sample: recorder.recording.blob, applicationId: appliedId, onApplied: setAppliedId },
      { onError: (error) => setProblems({ form: error.message }) },
    );
  }

  const toggle = (code: string) =>
    setLanguages((chosen) => (chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code]));

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadContract().catch(() => undefined)}
      noValidate
      className="space-y-6"
      aria-labelledby="apply-heading"
    >
      <h2 id="apply-heading" className="text-2xl font-bold">
        Apply to record
      </h2>
      <fieldset className="space-y-2" aria-describedby={problems.languages ? 'languages-error' : undefined}>
        <legend className="text-sm font-semibold text-ink">Languages you speak natively (up to four)</legend>
        {courses.isPending ? (
          <Spinner className="size-5" />
        ) : courses.isError ? (
          <p role="alert" className="text-sm text-danger">
            {courses.error.message}
          </p>
        ) : (
          <div className="grid gap-1 sm:grid-cols-2">
            {courses.data.map((course) => (
              <label key={course.code} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={languages.includes(course.code)}
                  onChange={() => toggle(course.code)}
                />
                <span>
                  {course.name} (<span lang={course.code}>{course.native_name}</span>)
                </span>
              </label>
            ))}
          </div>
        )}
        {problems.languages ? (
          <p id="languages-error" role="alert" className="text-sm font-medium text-danger">
            {problems.languages}
          </p>
        ) : null}
      </fieldset>
      <Input
        label="Region"
        hint="Where you grew up speaking it, e.g. Mombasa, Kenya or Ìbàdàn, Nigeria."
        value={region}
        maxLength={80}
        onChange={(event) => setRegion(event.target.value)}
        error={problems.region}
      />
      <Input
        label="Dialect (optional)"
        value={dialect}
        maxLength={80}
        onChange={(event) => setDialect(event.target.value)}
        error={problems.dialect}
      />
      <Textarea
        label="About you (optional)"
        hint="Anything that helps us: how you use the language, whether you teach it."
        value={about}
        maxLength={500}
        onChange={(event) => setAbout(event.target.value)}
        error={problems.about}
      />
      <div className="space-y-2">
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5"
            checked={credit}
            onChange={(event) => setCredit(event.target.checked)}
          />
          <span>Name me on the credits page</span>
        </label>
        {credit ? (
          <Input
            label="Name to show"
            value={creditName}
            maxLength={60}
            onChange={(event) => setCreditName(event.target.value)}
            error={problems.credit_name}
          />
        ) : null}
      </div>
      <section className="space-y-2" aria-labelledby="sample-heading">
        <h3 id="sample-heading" className="text-sm font-semibold text-ink">
          A sample recording
        </h3>
        <p className="text-sm text-ink-muted">
          Read one or two sentences in your language, in a quiet room, as you would say them to a friend. The microphone
          is asked for only when you press Record.
        </p>
        <RecorderControls recorder={recorder} disabled={apply.isPending} />
        {problems.sample ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {problems.sample}
          </p>
        ) : null}
      </section>
      {problems.form ? (
        <p role="alert" className="font-medium text-danger">
          {problems.form}
        </p>
      ) : null}
      {appliedId ? (
        <p className="text-sm text-ink-muted">Your application is saved: record the sample again and send it.</p>
      ) : null}
      <Button type="submit" isLoading={apply.isPending} disabled={recorder.status === 'recording' || apply.isPending}>
        {appliedId ? 'Send the sample' : 'Send my application'}
      </Button>
    </form>
  );
}

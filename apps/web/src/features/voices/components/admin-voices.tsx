import type { AdminVoices } from '@roots/shared/contracts/voices';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../lib/notify.ts';
import {
  useAdminVoices,
  useDecideApplication,
  useDecideClip,
  useDecideFile,
  useSetContributor,
} from '../api/voices.ts';
import { ClipAudio } from './clip-audio.tsx';
import { NotLoaded } from './not-loaded.tsx';

const percent = (share: number) => `${String(Math.round(share * 100))}%`;
const failed = (error: Error) => void notify('error', error.message);

/** The admin's view of contributed recordings: counts per language, applications, flags, contributors. */
export function AdminVoicesPanel() {
  const voices = useAdminVoices();
  if (!voices.isSuccess) return <NotLoaded query={voices} />;
  const names = new Map(voices.data.languages.map(({ code, name }) => [code, name]));
  return (
    <div className="space-y-12">
      <LanguageTable languages={voices.data.languages} />
      <Applications applications={voices.data.applications} names={names} />
      <Flagged flagged={voices.data.flagged} names={names} />
      <Reported reported={voices.data.reported} names={names} />
      <Contributors languages={voices.data.languages} />
    </div>
  );
}

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-2xl font-bold">
      {children}
    </h2>
  );
}

function LanguageTable({ languages }: { languages: AdminVoices['languages'] }) {
  const columns = ['Wanted', 'Recorded', 'Approved', 'Rejected', 'Pending', 'Voiced', 'Synthetic'] as const;
  return (
    <section aria-labelledby="voices-languages" className="space-y-4">
      <Heading id="voices-languages">Per language</Heading>
      <p className="text-ink-muted">
        Voiced: texts learners hear, from a contributor, a CMS recording or a course file. Synthetic: those whose only
        clip is a course file, espeak-ng’s speech, until a contributor’s clip replaces it.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-lg text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4">
                Language
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 text-right">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {languages.map((language) => (
              <tr key={language.code} className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {language.name}
                </th>
                {[language.wanted, language.recorded, language.approved, language.rejected, language.pending].map(
                  (value, index) => (
                    <td key={columns[index]} className="py-2 pr-4 text-right tabular-nums">
                      {value}
                    </td>
                  ),
                )}
                <td className="py-2 pr-4 text-right tabular-nums">{percent(language.voiced_share)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{percent(language.synthetic_share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Applications({
  applications,
  names,
}: {
  applications: AdminVoices['applications'];
  names: Map<string, string>;
}) {
  const decide = useDecideApplication();
  return (
    <section aria-labelledby="voices-applications" className="space-y-4">
      <Heading id="voices-applications">Applications</Heading>
      {applications.length === 0 ? (
        <p className="text-ink-muted">No applications are waiting.</p>
      ) : (
        <ul className="space-y-4">
          {applications.map((application) => (
            <li key={application.id} className="space-y-3 rounded-card border border-line p-4">
              <p className="font-semibold">
                {application.username}{' '}
                <span className="font-normal text-ink-muted">
                  · {application.region}
                  {application.dialect ? ` · ${application.dialect}` : ''}
                </span>
              </p>
              {application.about ? <p className="text-sm">{application.about}</p> : null}
              {application.sample_url ? (
                <ClipAudio url={application.sample_url} label={`Sample of ${application.username}`} />
              ) : (
                <p className="text-sm text-ink-muted">No sample yet.</p>
              )}
              <ul className="space-y-2">
                {application.languages.map(({ code, status }) => {
                  const name = names.get(code) ?? code;
                  return (
                    <li key={code} className="flex flex-wrap items-center gap-3">
                      <span className="min-w-24 font-medium">{name}</span>
                      {status === 'pending' ? (
                        <ApproveOrReject
                          what={`${application.username} for ${name}`}
                          disabled={decide.isPending}
                          decide={(decision) =>
                            decide.mutate({ id: application.id, code, decision }, { onError: failed })
                          }
                        />
                      ) : (
                        <Badge>{status}</Badge>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An admin's two answers on one thing waiting for them; `what` names it to a screen reader. */
function ApproveOrReject({
  what,
  disabled,
  decide,
}: {
  what: string;
  disabled: boolean;
  decide: (decision: 'approve' | 'reject') => void;
}) {
  return (
    <>
      <Button size="sm" aria-label={`Approve ${what}`} disabled={disabled} onClick={() => decide('approve')}>
        Approve
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Reject ${what}`}
        disabled={disabled}
        onClick={() => decide('reject')}
      >
        Reject
      </Button>
    </>
  );
}

function Flagged({ flagged, names }: { flagged: AdminVoices['flagged']; names: Map<string, string> }) {
  const decide = useDecideClip();
  return (
    <section aria-labelledby="voices-flagged" className="space-y-4">
      <Heading id="voices-flagged">Flagged clips</Heading>
      {flagged.length === 0 ? (
        <p className="text-ink-muted">No clips are flagged.</p>
      ) : (
        <ul className="space-y-4">
          {flagged.map((clip) => (
            <li key={clip.clip_id} className="space-y-3 rounded-card border border-line p-4">
              <p>
                <span lang={clip.code} className="text-xl font-bold">
                  {clip.text}
                </span>{' '}
                <span className="text-sm text-ink-muted">
                  · {names.get(clip.code) ?? clip.code}
                  {clip.flags > 0 ? ` · flagged ${String(clip.flags)}×` : ''}
                  {clip.reports > 0 ? ` · reported by ${String(clip.reports)} learners` : ''}
                </span>{' '}
                {clip.status === 'held' ? <Badge>Held: learners do not hear it</Badge> : null}
              </p>
              <ClipAudio url={clip.audio_url} label={`Flagged clip of “${clip.text}”`} />
              <div className="flex flex-wrap gap-3">
                <ApproveOrReject
                  what={`the clip of “${clip.text}”`}
                  disabled={decide.isPending}
                  decide={(decision) => decide.mutate({ clipId: clip.clip_id, decision }, { onError: failed })}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const reasonLabels: Record<AdminVoices['reported'][number]['reasons'][number], string> = {
  wrong_text: 'wrong word',
  unclear: 'unclear',
  noise: 'noise',
  wrong_tone: 'wrong tone',
};

const sourceLabels: Record<AdminVoices['reported'][number]['source'], string> = {
  course: 'synthetic speech (course file)',
  recording: 'made in the CMS (recorded or synthesised there)',
};

/**
 * Learners' reports on clips that are no contribution (a CMS recording or a course file): keep the
 * clip, or take it out of service until it is put back or a contributor's clip replaces it.
 */
function Reported({ reported, names }: { reported: AdminVoices['reported']; names: Map<string, string> }) {
  const decide = useDecideFile();
  return (
    <section aria-labelledby="voices-reported" className="space-y-4">
      <Heading id="voices-reported">Reported clips</Heading>
      <p className="text-ink-muted">
        Course files and clips made in the CMS that learners reported. Keep one to settle its reports, or take it out of
        service: learners stop getting it until you put it back or a contributor’s clip is approved, and the studio asks
        for it first. Reports from three learners take a clip out of service by themselves.
      </p>
      {reported.length === 0 ? (
        <p className="text-ink-muted">No reports.</p>
      ) : (
        <ul className="space-y-4">
          {reported.map((clip) => {
            const out = clip.status === 'out_of_service';
            const act = (decision: 'keep' | 'take_out') =>
              decide.mutate({ file: clip.file, decision }, { onError: failed });
            return (
              <li key={clip.file} className="space-y-3 rounded-card border border-line p-4">
                <p>
                  <span lang={clip.code} className="text-xl font-bold break-words">
                    {clip.text}
                  </span>{' '}
                  <span className="text-sm text-ink-muted">
                    · {names.get(clip.code) ?? clip.code} · {sourceLabels[clip.source]}
                    {clip.reports > 0
                      ? ` · ${String(clip.reports)} ${clip.reports === 1 ? 'report' : 'reports'}: ${clip.reasons
                          .map((reason) => reasonLabels[reason])
                          .join(', ')}`
                      : ''}
                  </span>{' '}
                  {out ? <Badge>Out of service: learners do not get it</Badge> : null}
                </p>
                <ClipAudio url={clip.audio_url} label={`Reported clip of “${clip.text}”`} />
                <div className="flex flex-wrap gap-3">
                  {out ? (
                    <Button
                      size="sm"
                      aria-label={`Put the clip of “${clip.text}” back in service`}
                      disabled={decide.isPending}
                      onClick={() => act('keep')}
                    >
                      Put back
                    </Button>
                  ) : (
                    <>
                      <Button
                        size="sm"
                        aria-label={`Keep the clip of “${clip.text}”`}
                        disabled={decide.isPending}
                        onClick={() => act('keep')}
                      >
                        Keep
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Take the clip of “${clip.text}” out of service`}
                        disabled={decide.isPending}
                        onClick={() => act('take_out')}
                      >
                        Take out of service
                      </Button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

interface Pausing {
  userId: string;
  username: string;
  code: string;
  name: string;
}

function Contributors({ languages }: { languages: AdminVoices['languages'] }) {
  const change = useSetContributor();
  const [pausing, setPausing] = useState<Pausing | null>(null);
  const withContributors = languages.filter(({ contributors }) => contributors.length > 0);
  return (
    <section aria-labelledby="voices-contributors" className="space-y-4">
      <Heading id="voices-contributors">Contributors</Heading>
      {withContributors.length === 0 ? (
        <p className="text-ink-muted">No contributors yet: approve an application to add one.</p>
      ) : (
        withContributors.map((language) => (
          <div key={language.code} className="space-y-2">
            <h3 className="font-semibold">{language.name}</h3>
            <ul className="divide-y divide-line rounded-card border border-line">
              {language.contributors.map((person) => (
                <li key={person.user_id} className="flex flex-wrap items-center gap-3 p-3">
                  <span className="font-medium">{person.username}</span>
                  <Badge tone={person.status === 'active' ? 'success' : 'neutral'}>{person.status}</Badge>
                  <span className="text-sm text-ink-muted">
                    {person.recorded} recorded · {person.approved} approved
                  </span>
                  <span className="ml-auto">
                    {person.status === 'active' ? (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={`Pause ${person.username} in ${language.name}`}
                        onClick={() =>
                          setPausing({
                            userId: person.user_id,
                            username: person.username,
                            code: language.code,
                            name: language.name,
                          })
                        }
                      >
                        Pause
                      </Button>
                    ) : person.status === 'paused' ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Resume ${person.username} in ${language.name}`}
                        disabled={change.isPending}
                        onClick={() =>
                          change.mutate(
                            { userId: person.user_id, code: language.code, action: 'resume' },
                            { onError: failed },
                          )
                        }
                      >
                        Resume
                      </Button>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      <Modal
        open={pausing !== null}
        title={pausing ? `Pause ${pausing.username} in ${pausing.name}?` : 'Pause'}
        onClose={() => setPausing(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setPausing(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              isLoading={change.isPending}
              onClick={() => {
                if (!pausing) return;
                change.mutate(
                  { userId: pausing.userId, code: pausing.code, action: 'pause' },
                  {
                    onSuccess: (state) => {
                      void notify('success', `Paused; ${String(state.withdrawn)} clips withdrawn.`);
                      setPausing(null);
                    },
                    onError: failed,
                  },
                );
              }}
            >
              Pause and withdraw
            </Button>
          </>
        }
      >
        <p>
          Every clip of theirs in {pausing?.name} is withdrawn at once: learners stop hearing them, and the texts go
          back to the studio. Resuming later lets them record again, but withdrawn clips stay withdrawn.
        </p>
      </Modal>
    </section>
  );
}

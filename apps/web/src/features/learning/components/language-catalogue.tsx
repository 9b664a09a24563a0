import { protectedPaths } from '@roots/shared/routes';
import type { Language } from '@roots/shared/contracts/learning';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notify } from '../../../lib/notify.ts';
import { useEnrollLanguage } from '../api/enroll-language.ts';
import { useLanguages } from '../api/get-languages.ts';
import { useUnenrollLanguage } from '../api/unenroll-language.ts';
import { useCurrentLanguage } from '../current-language.ts';
import { greetingOf } from '../greeting.ts';
import { LanguageCard } from './language-card.tsx';

export function LanguageCatalogueSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-56" />
      ))}
    </div>
  );
}

/** The learner's courses (make current, continue, leave) and every language they can start. */
export function LanguageCatalogue({ userId }: { userId: string }) {
  const { data: languages } = useLanguages(userId);
  const { current, select } = useCurrentLanguage(userId);
  const navigate = useNavigate();
  // A language just started becomes the current course.
  const enrolment = useEnrollLanguage(userId, (language) => select(language.id));
  const unenrolment = useUnenrollLanguage(userId);
  const [leaving, setLeaving] = useState<Language>();

  const join = (language: Language) =>
    enrolment.mutate(language, {
      // Greeted in the language just chosen, then straight to its course.
      onSuccess: () => {
        void notify('success', `${greetingOf(language)} You are learning ${language.name}.`);
        void navigate(protectedPaths.dashboard);
      },
      onError: (error) => void notify('error', error.message),
    });

  const leave = (language: Language) =>
    unenrolment.mutate(language, {
      onSuccess: () => {
        setLeaving(undefined);
        void notify('success', `You left the ${language.name} course. Your progress is kept.`);
      },
      onError: (error) => void notify('error', error.message),
    });

  const enrolled = languages.filter((l) => l.enrolled);
  const others = languages.filter((l) => !l.enrolled);

  return (
    <>
      <div className="flex flex-col gap-10">
        <section aria-labelledby="my-languages">
          <h2 id="my-languages" className="text-xl font-bold">
            My languages
          </h2>
          {enrolled.length === 0 ? (
            <p className="mt-2 text-ink-muted">You have not started a language yet. Pick one below.</p>
          ) : (
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {enrolled.map((language) => {
                const isCurrent = current?.id === language.id;
                return (
                  <LanguageCard
                    key={language.id}
                    language={language}
                    selected={isCurrent}
                    actions={
                      <>
                        {isCurrent ? (
                          <Badge tone="primary">Current course</Badge>
                        ) : (
                          <Button size="sm" variant="secondary" onClick={() => select(language.id)}>
                            Make current
                          </Button>
                        )}
                        <Link
                          to={protectedPaths.dashboard}
                          onClick={() => select(language.id)}
                          className={buttonClasses('primary', 'sm')}
                        >
                          Continue
                        </Link>
                        <Button size="sm" variant="ghost" onClick={() => setLeaving(language)}>
                          Leave
                        </Button>
                      </>
                    }
                  />
                );
              })}
            </div>
          )}
        </section>
        <section aria-labelledby="more-languages">
          <h2 id="more-languages" className="text-xl font-bold">
            {enrolled.length === 0 ? 'All languages' : 'More languages'}
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((language) => (
              <LanguageCard
                key={language.id}
                language={language}
                actions={
                  <Button
                    size="sm"
                    isLoading={enrolment.isPending && enrolment.variables.id === language.id}
                    onClick={() => join(language)}
                  >
                    Start {language.name}
                  </Button>
                }
              />
            ))}
          </div>
        </section>
      </div>
      <Modal
        open={leaving !== undefined}
        title={`Leave ${leaving?.name ?? ''}?`}
        onClose={() => setLeaving(undefined)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setLeaving(undefined)}>
              Stay
            </Button>
            <Button
              variant="danger"
              isLoading={unenrolment.isPending && unenrolment.variables.id === leaving?.id}
              onClick={() => {
                if (leaving) leave(leaving);
              }}
            >
              Leave course
            </Button>
          </>
        }
      >
        It leaves your list of languages. Your completed lessons are kept if you come back.
      </Modal>
    </>
  );
}

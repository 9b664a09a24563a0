import { protectedPaths } from '@roots/shared/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { enroll, languagesQuery, unenroll } from '../../../features/learning/api/learning.ts';
import { LanguageCard } from '../../../features/learning/components/language-card.tsx';
import { useCurrentLanguage } from '../../../features/learning/current-language.ts';
import { useSession } from '../../../features/session/session-context.ts';
import { notify } from '../../../lib/notify.ts';
import type { Language } from '@roots/shared/contracts/learning';

export default function LanguagesPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const client = useQueryClient();
  const languages = useQuery(languagesQuery(userId));
  const { current, select } = useCurrentLanguage(userId);
  const [busy, setBusy] = useState<string>();
  const [leaving, setLeaving] = useState<Language>();

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['languages'] }),
      client.invalidateQueries({ queryKey: ['user', userId] }),
    ]);

  const join = async (language: Language) => {
    setBusy(language.id);
    try {
      await enroll(language.id);
      select(language.id);
      await refresh();
      void notify('success', `You are learning ${language.name}. Karibu!`);
    } catch (error) {
      void notify('error', error instanceof Error ? error.message : 'You could not be enrolled.');
    } finally {
      setBusy(undefined);
    }
  };

  const leave = async (language: Language) => {
    setBusy(language.id);
    try {
      await unenroll(language.id);
      setLeaving(undefined);
      await refresh();
      void notify('success', `You left the ${language.name} course. Your progress is kept.`);
    } catch (error) {
      void notify('error', error instanceof Error ? error.message : 'That did not work.');
    } finally {
      setBusy(undefined);
    }
  };

  const enrolled = languages.data?.filter((l) => l.enrolled) ?? [];
  const others = languages.data?.filter((l) => !l.enrolled) ?? [];

  return (
    <AppPage title="Languages" description="Your courses, and every language you can start today.">
      {languages.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-56" />
          ))}
        </div>
      ) : languages.isError ? (
        <p role="alert" className="text-danger">
          The languages could not be loaded. {languages.error.message}
        </p>
      ) : (
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
                    <Button size="sm" isLoading={busy === language.id} onClick={() => void join(language)}>
                      Start {language.name}
                    </Button>
                  }
                />
              ))}
            </div>
          </section>
        </div>
      )}
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
              isLoading={busy === leaving?.id}
              onClick={() => {
                if (leaving) void leave(leaving);
              }}
            >
              Leave course
            </Button>
          </>
        }
      >
        It leaves your list of languages. Your completed lessons are kept if you come back.
      </Modal>
    </AppPage>
  );
}

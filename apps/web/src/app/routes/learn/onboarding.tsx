import { pathTo, protectedPaths } from '@roots/shared/routes';
import { storageKeys } from '@roots/shared/constants';
import { dailyGoals } from '@roots/shared/contracts/user';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { completeOnboarding, languagesQuery } from '../../../features/learning/api/learning.ts';
import { LanguageCard } from '../../../features/learning/components/language-card.tsx';
import { useSession } from '../../../features/session/session-context.ts';
import { cn } from '../../../lib/cn.ts';
import { local } from '../../../lib/storage.ts';

const goals: Record<(typeof dailyGoals)[number], { name: string; line: string }> = {
  10: { name: 'Casual', line: 'About one lesson a day' },
  20: { name: 'Regular', line: 'About two lessons a day' },
  30: { name: 'Serious', line: 'About three lessons a day' },
  50: { name: 'Intense', line: 'Five lessons or more' },
};

export default function OnboardingPage() {
  const { user, replaceUser } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const languages = useQuery(languagesQuery(user?.id));
  const [languageId, setLanguageId] = useState<string>();
  const [goal, setGoal] = useState<number>(user?.daily_goal ?? 20);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const start = async () => {
    if (!languageId || !user) {
      setError('Choose a language first.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { next_lesson_id } = await completeOnboarding({ language_id: languageId, daily_goal: goal });
      local.set(storageKeys.lastLanguage, languageId);
      replaceUser({ ...user, onboarded: true, daily_goal: goal });
      await client.invalidateQueries({ queryKey: ['user', user.id] });
      void navigate(next_lesson_id ? pathTo.lesson(next_lesson_id) : protectedPaths.dashboard, { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work. Please try again.');
      setBusy(false);
    }
  };

  return (
    <AppPage
      title="Welcome to Roots"
      description="Choose a language and a daily goal. Your first lesson takes about five minutes."
    >
      <section aria-labelledby="step-language">
        <h2 id="step-language" className="text-xl font-bold">
          1. Which language do you want to learn?
        </h2>
        <div
          role="radiogroup"
          aria-labelledby="step-language"
          className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          {languages.isPending
            ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} className="h-48" />)
            : (languages.data ?? []).map((language) => (
                <button
                  key={language.id}
                  type="button"
                  role="radio"
                  aria-checked={languageId === language.id}
                  onClick={() => setLanguageId(language.id)}
                  className="rounded-card text-left"
                >
                  <LanguageCard
                    language={{ ...language, enrolled: false }}
                    selected={languageId === language.id}
                    inChoice
                  />
                </button>
              ))}
        </div>
        {languages.isError ? (
          <p role="alert" className="mt-3 text-danger">
            The languages could not be loaded. {languages.error.message}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="step-goal" className="mt-10">
        <h2 id="step-goal" className="text-xl font-bold">
          2. How much a day?
        </h2>
        <p className="text-ink-muted">You can change this any time in Settings.</p>
        <div role="radiogroup" aria-labelledby="step-goal" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {dailyGoals.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={goal === value}
              onClick={() => setGoal(value)}
              className={cn(
                'flex flex-col rounded-control border-2 px-4 py-3 text-left',
                goal === value
                  ? 'border-primary bg-primary-soft'
                  : 'border-line bg-surface-raised hover:border-primary/60',
              )}
            >
              <span className="font-bold text-ink">{goals[value].name}</span>
              <span className="text-sm text-ink-muted">
                {value} XP a day · {goals[value].line}
              </span>
            </button>
          ))}
        </div>
      </section>
      <div className="mt-10 flex flex-wrap items-center gap-4">
        <Button size="lg" onClick={() => void start()} isLoading={busy} disabled={!languageId}>
          Start my first lesson
        </Button>
        {error ? (
          <p role="alert" className="font-medium text-danger">
            {error}
          </p>
        ) : !languageId ? (
          <p className="text-ink-muted">Choose a language to continue.</p>
        ) : null}
      </div>
    </AppPage>
  );
}

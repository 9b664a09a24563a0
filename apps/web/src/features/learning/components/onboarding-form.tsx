import { storageKeys } from '@roots/shared/constants';
import { type DailyGoal, dailyGoals } from '@roots/shared/domain/preferences';
import { useState } from 'react';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { local } from '../../../lib/storage.ts';
import { type OnboardingChoice, useCompleteOnboarding } from '../api/complete-onboarding.ts';
import { useLanguages } from '../api/get-languages.ts';
import { LanguageCard } from './language-card.tsx';

const goals: Record<DailyGoal, { name: string; line: string }> = {
  10: { name: 'Casual', line: 'About one lesson a day' },
  20: { name: 'Regular', line: 'About two lessons a day' },
  30: { name: 'Serious', line: 'About three lessons a day' },
  50: { name: 'Intense', line: 'Five lessons or more' },
};

function LanguageOptions({
  userId,
  languageId,
  onChoose,
}: {
  userId: string;
  languageId: string | undefined;
  onChoose: (languageId: string) => void;
}) {
  const { data: languages } = useLanguages(userId);
  return languages.map((language) => (
    <button
      key={language.id}
      type="button"
      role="radio"
      aria-checked={languageId === language.id}
      onClick={() => onChoose(language.id)}
      className="rounded-card text-left"
    >
      <LanguageCard language={{ ...language, enrolled: false }} selected={languageId === language.id} inChoice />
    </button>
  ));
}

/** The first course and a daily goal; `onDone` receives the lesson to start with, if any. */
export function OnboardingForm({
  userId,
  initialGoal,
  onDone,
}: {
  userId: string;
  initialGoal: number;
  onDone: (choice: OnboardingChoice, nextLessonId: string | null) => void;
}) {
  const onboarding = useCompleteOnboarding(userId);
  const [languageId, setLanguageId] = useState<string>();
  const [goal, setGoal] = useState<DailyGoal>(() => dailyGoals.find((value) => value === initialGoal) ?? 20);
  const [missing, setMissing] = useState<string>();
  const error = missing ?? onboarding.error?.message;

  const start = () => {
    if (!languageId) {
      setMissing('Choose a language first.');
      return;
    }
    setMissing(undefined);
    const choice = { language_id: languageId, daily_goal: goal };
    onboarding.mutate(choice, {
      onSuccess: ({ next_lesson_id }) => {
        local.set(storageKeys.lastLanguage, languageId);
        onDone(choice, next_lesson_id);
      },
    });
  };

  return (
    <>
      <section aria-labelledby="step-language">
        <h2 id="step-language" className="text-xl font-bold">
          1. Which language do you want to learn?
        </h2>
        <QueryBoundary
          fallback={
            <div
              role="radiogroup"
              aria-labelledby="step-language"
              className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
            >
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} className="h-48" />
              ))}
            </div>
          }
          error={({ message }) => (
            <p role="alert" className="mt-3 text-danger">
              The languages could not be loaded. {message}
            </p>
          )}
        >
          <div
            role="radiogroup"
            aria-labelledby="step-language"
            className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            <LanguageOptions userId={userId} languageId={languageId} onChoose={setLanguageId} />
          </div>
        </QueryBoundary>
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
        <Button
          size="lg"
          onClick={start}
          isLoading={onboarding.isPending || onboarding.isSuccess}
          disabled={!languageId}
        >
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
    </>
  );
}

import type { ExerciseSource } from '@roots/shared/contracts/exercise-source';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type AnswerValue, emptyAnswer, isReady } from './answer.ts';
import { ExerciseView } from './exercise-view.tsx';
import { toPlayerExercise, tryAnswer, type Verdict } from './preview.ts';

const verdictText: Record<Verdict, string> = {
  correct: 'Correct',
  tone: 'Correct, but a tone mark is missing or wrong',
  typo: 'Correct, with a typo forgiven',
  wrong: 'Wrong',
};

/** The editor's preview: the learner's own exercise components, and "try an answer". */
export function ExercisePreview({ source, languageCode }: { source: ExerciseSource; languageCode: string }) {
  const exercise = toPlayerExercise(source);
  const [value, setValue] = useState<AnswerValue>(emptyAnswer(exercise));
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  return (
    <div className="space-y-4">
      <ExerciseView
        exercise={exercise}
        languageCode={languageCode}
        specialCharacters={[]}
        value={value}
        onChange={(next) => {
          setVerdict(null);
          setValue(next);
        }}
        feedback={undefined}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={!isReady(exercise, value)}
          onClick={() => {
            setVerdict(tryAnswer(source, exercise, value, languageCode));
          }}
        >
          Try this answer
        </Button>
        <p role="status" className={verdict === 'wrong' ? 'font-semibold text-danger' : 'font-semibold'}>
          {verdict ? verdictText[verdict] : ''}
        </p>
      </div>
    </div>
  );
}

import type { Attempt, CheckResult, PairCheck } from '@roots/shared/contracts/learning';
import type { ReactNode } from 'react';
import { type AudioStep, audioStep } from './api/audio-step.ts';
import { type AnswerSubmission, checkAnswer } from './api/check-answer.ts';
import { checkPair } from './api/check-pair.ts';

/**
 * Where the lesson player's steps go: to the server, which grades and pays (online), or to the
 * device, which grades with the same rules and keeps each step for the server (features/offline).
 */
export interface AttemptDriver {
  /** The steps never wait for the network (a mutation of React Query would pause while offline). */
  onDevice?: boolean;
  check: (submission: AnswerSubmission) => Promise<CheckResult>;
  checkPair: (exerciseId: string, attemptId: string, left: string, right: string) => Promise<PairCheck>;
  audioStep: (step: AudioStep, exerciseId: string, attemptId: string) => Promise<Attempt>;
  /** Offline, what the end of an attempt shows instead of its rewards, which only the server knows. */
  completed?: (attempt: Attempt) => ReactNode;
}

export const onlineDriver: AttemptDriver = { check: checkAnswer, checkPair, audioStep };

import type { ProblemKind } from '@roots/shared/domain/problems';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

export interface ProblemReport {
  kind: ProblemKind;
  answer?: string | undefined;
  note?: string | undefined;
}

/** POST /exercise/report/{id}: one report per learner per exercise, read by the editors. */
export const reportProblem = ({ exerciseId, report }: { exerciseId: string; report: ProblemReport }) =>
  apiData<{ id: string; message: string }>(`/exercise/report/${encodeURIComponent(exerciseId)}`, {
    method: 'POST',
    body: report,
  });

export const useReportProblem = () => useMutation({ mutationFn: reportProblem });

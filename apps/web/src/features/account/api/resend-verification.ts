import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/** Answers with the sentence the learner sees ("We sent a new confirmation link…"). */
export const resendVerification = () => apiData<{ message: string }>('/auth/resend-verification', { method: 'POST' });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });

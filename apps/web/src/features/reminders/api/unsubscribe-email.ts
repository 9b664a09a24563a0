import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/** An e-mail's unsubscribe link, signed out: reminder e-mails stop. */
export const unsubscribeEmail = (token: string) =>
  apiData<{ email: boolean }>('/reminders/unsubscribe', { method: 'POST', query: { token } });

export const useUnsubscribeEmail = () => useMutation({ mutationFn: unsubscribeEmail });

import type { ContactMessageInput, ContactReceipt } from '@roots/shared/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

export function sendContactMessage(input: ContactMessageInput): Promise<ContactReceipt> {
  return apiData<ContactReceipt>('/contact', { method: 'POST', body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

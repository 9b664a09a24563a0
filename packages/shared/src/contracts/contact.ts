import { z } from 'zod';
import { emailSchema, userText } from '../domain/text.ts';

export const contactTopics = ['general', 'learning', 'account', 'content', 'partnership', 'press'] as const;

export const contactTopicLabels: Record<(typeof contactTopics)[number], string> = {
  general: 'General question',
  learning: 'Help with learning',
  account: 'My account',
  content: 'A mistake in a course',
  partnership: 'Schools and partnerships',
  press: 'Press',
};

export const contactMessageSchema = z.strictObject({
  name: userText('Name', { max: 100 }),
  email: emailSchema,
  topic: z.enum(contactTopics, { error: 'Choose a topic from the list.' }),
  message: userText('Message', { min: 10, max: 5000 }),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactReceiptSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
});

export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

import type { ContactReceipt } from '@roots/shared/contracts/contact';
import type { contactMessageSchema } from '@roots/shared/contracts/contact';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { ContactRepository } from './contact.repository.ts';

export interface ContactRepos {
  contact: ContactRepository;
}

export function createContactService({ uow }: { uow: UnitOfWork<ContactRepos> }) {
  const { contact: repository } = uow.repos;
  return {
    /** Stores a message from the contact form; the team reads them from the database. */
    async submit(input: z.output<typeof contactMessageSchema>, requestId: string): Promise<ContactReceipt> {
      const row = await repository.insert({ ...input, requestId });
      return { id: row.id, receivedAt: row.createdAt.toISOString() };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

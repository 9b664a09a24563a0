// `npm run admin:create -- <email>`: makes an existing account an admin.
import { emailSchema } from '@roots/shared/domain/text';
import { loadConfig } from '../config.ts';
import { DataDirError, openDatabase } from '../db/client.ts';
import { createAvatarStore } from '../lib/avatar-store.ts';
import { createAccountService } from '../modules/account/account.service.ts';
import { unitOfWork } from '../repositories.ts';

const parsed = emailSchema.safeParse(process.argv[2] ?? '');
if (!parsed.success) {
  console.error('Usage: npm run admin:create -- <email of an existing account>');
  process.exit(2);
}
const config = loadConfig();
let database;
try {
  database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (!(error instanceof DataDirError)) throw error;
  // The running server owns the embedded database; a change made beside it would be lost.
  console.error(
    `${error.message}\nTo make an admin while the server runs, restart it with ADMIN_EMAIL=${parsed.data}, ` +
      'or stop it, run this command, and start it again.',
  );
  process.exit(1);
}
try {
  await database.migrate();
  const outcome = await createAccountService({
    uow: unitOfWork(database.db),
    avatars: createAvatarStore(config.dataDir),
  }).promoteToAdmin(parsed.data);
  const messages = {
    promoted: `${parsed.data} is now an admin. Their next request sees the new role.`,
    already: `${parsed.data} is already an admin.`,
    unconfirmed:
      `${parsed.data} has not confirmed their e-mail address yet, so it stays a learner: whoever signs up ` +
      'first with an address is not always its owner. Ask them to open the link Roots mailed them (or ' +
      'to send a new one from their settings), then run this again.',
    missing: `No account uses ${parsed.data}. Ask the person to sign up first, then run this again.`,
  };
  console.error(messages[outcome]);
  process.exitCode = outcome === 'promoted' || outcome === 'already' ? 0 : 1;
} finally {
  await database.close();
}

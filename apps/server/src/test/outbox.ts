import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link: string | undefined;
}

/** The mails written to DATA_DIR/outbox, oldest first, decoded enough to read their text and link. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => {
      const raw = readFileSync(join(dir, name), 'utf8');
      const [head = '', ...body] = raw.split('\n\n');
      // Undo quoted-printable soft breaks and escapes; enough for the plain ASCII mails we send.
      const text = body
        .join('\n\n')
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const header = (key: string) => new RegExp(`^${key}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
      return { to: header('To'), subject: header('Subject'), text, link: /https?:\/\/\S+/.exec(text)?.[0] };
    });
}

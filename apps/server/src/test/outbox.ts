import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link: string | undefined;
  /** A header's value, unfolded (empty when absent). */
  header: (name: string) => string;
}

/** Undoes quoted-printable soft breaks and escapes (UTF-8 bytes included). */
const unquote = (text: string) =>
  Buffer.from(
    text.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header. */
const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s?/gi, (_, encoding: string, word: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(word, 'base64').toString('utf8') : unquote(word.replace(/_/g, ' ')),
  );

/** The mails written to DATA_DIR/outbox, oldest first, decoded enough to read their text and link. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => {
      const raw = readFileSync(join(dir, name), 'utf8');
      const [folded = '', ...body] = raw.split('\n\n');
      const head = folded.replace(/\n[ \t]+/g, ' ');
      // The plain-text part: the whole body of a text-only mail, the text/plain part of one with HTML.
      const parts = body.join('\n\n');
      const plain = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\n([\s\S]*?)\n--/.exec(parts)?.[1] ?? parts;
      const text = unquote(plain);
      const header = (key: string) => decodeWords(new RegExp(`^${key}: (.*)$`, 'mi').exec(head)?.[1] ?? '');
      return {
        to: header('To'),
        subject: header('Subject'),
        text,
        link: /https?:\/\/\S+/.exec(text)?.[0],
        header,
      };
    });
}

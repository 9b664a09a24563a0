import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part, which every mail has. */
  text: string;
  /** An HTML alternative to the text. */
  html?: string;
  /** Extra headers (a reminder's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send: (mail: Mail) => Promise<void>;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

/**
 * Sends over SMTP when SMTP_URL is set. Without it, or when the SMTP server fails, the message is
 * written to DATA_DIR/outbox as an .eml file and the file's path is logged (never the link: a log
 * is read by more people than a mailbox), so a self-hoster can still verify an address or reset a
 * password, and no mail is lost.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const file = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function toOutbox(mail: Mail, reason: string) {
    const info = await file.sendMail({ from, ...mail });
    await mkdir(outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
    await writeFile(join(outboxDir, name), info.message as Buffer, { mode: 0o600 });
    log.info(
      { to: mail.to, subject: mail.subject, file: join(outboxDir, name) },
      `mail written to the outbox (${reason})`,
    );
  }

  return {
    async send(mail) {
      if (!smtp) return toOutbox(mail, 'no SMTP_URL');
      try {
        await smtp.sendMail({ from, ...mail });
      } catch (error) {
        log.error({ err: error, to: mail.to }, 'SMTP failed; the mail waits in the outbox');
        await toOutbox(mail, 'SMTP failed');
      }
    },
  };
}

// What a reminder says, by push and by e-mail: the same words, and in the e-mail where it came from
// and how to stop it.
import { clockText, type ReminderKind } from '@roots/shared/domain/reminders';
import type { Mail } from '../../lib/mailer.ts';
import type { PushMessage } from './push-sender.ts';

export interface ReminderFacts {
  kind: ReminderKind;
  name: string;
  xpToday: number;
  dailyGoal: number;
  streak: number;
  /** The next lesson, or the dashboard when there is none. */
  url: string;
}

function words({ kind, xpToday, dailyGoal, streak }: ReminderFacts): { title: string; body: string } {
  if (kind === 'streak') {
    return {
      title: `Keep your ${String(streak)}-day streak`,
      body: 'You have not practised today yet. One lesson before midnight keeps your streak going.',
    };
  }
  return {
    title: 'Time for today’s lesson',
    body:
      xpToday > 0
        ? `You have ${String(xpToday)} of your ${String(dailyGoal)} XP today. Your next lesson is ready.`
        : `Your daily goal is ${String(dailyGoal)} XP. Your next lesson is ready.`,
  };
}

export function pushMessage(facts: ReminderFacts): PushMessage {
  return { ...words(facts), url: facts.url, tag: 'roots-reminder' };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${String(c.codePointAt(0))};`);

/**
 * The reminder e-mail, plain text and HTML, with one-click unsubscribe (RFC 8058): mail clients
 * show their own "Unsubscribe" and POST to `unsubscribeUrl`; the link in the text opens a page that
 * asks first.
 */
export function reminderMail(
  facts: ReminderFacts,
  to: string,
  links: { settings: string; unsubscribeUrl: string; unsubscribePage: string; quiet: [number, number] },
): Mail {
  const { title, body } = words(facts);
  const quiet = `${clockText(links.quiet[0])} and ${clockText(links.quiet[1])}`;
  const why = `You get this because you turned on e-mail reminders in Roots: at most one a day, never between ${quiet} your time.`;
  const text = [
    `Hello ${facts.name},`,
    '',
    body,
    '',
    `Start your next lesson: ${facts.url}`,
    '',
    '—',
    why,
    `Change your reminders: ${links.settings}`,
    `Stop reminder e-mails: ${links.unsubscribePage}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:sans-serif;line-height:1.5;color:#1c1917">
<p>Hello ${escapeHtml(facts.name)},</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(facts.url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#1f6f4a;color:#fff;text-decoration:none;font-weight:bold">Start your next lesson</a></p>
<hr>
<p style="font-size:13px;color:#57534e">${escapeHtml(why)}<br>
<a href="${escapeHtml(links.settings)}">Change your reminders</a> · <a href="${escapeHtml(links.unsubscribePage)}">Stop reminder e-mails</a></p>
</body></html>
`;
  return {
    to,
    subject: title,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

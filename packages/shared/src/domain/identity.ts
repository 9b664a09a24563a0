// Without zod: pages that only check a name as it is typed need not load it. The schema that
// refuses a bad name with its reason is contracts/username.ts.

/**
 * The key under which an e-mail address is unique: NFKC (so full-width and composed forms meet)
 * and lower case. The address itself is stored as typed.
 */
export function emailKey(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/**
 * Usernames are shown to other learners, so they are plain Latin letters, digits, dots and
 * underscores: no look-alike scripts, no invisible or direction-changing characters.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_.]*[A-Za-z0-9])?$/;

/** Whether a trimmed name follows the username rule (the schema's, with its reasons: contracts/username.ts). */
export function isUsername(name: string): boolean {
  return name.length >= USERNAME_MIN && name.length <= USERNAME_MAX && USERNAME_PATTERN.test(name);
}

export function usernameKey(username: string): string {
  return username.toLowerCase();
}

/** Animals in Swahili: a new account's name, until the learner chooses one. */
const ANIMALS = [
  'Simba',
  'Twiga',
  'Kiboko',
  'Tembo',
  'Chui',
  'Duma',
  'Nyati',
  'Kobe',
  'Kifaru',
  'Swala',
  'Pundamilia',
  'Fisi',
];

/**
 * A name for a new account that says nothing of its owner ("Twiga4821"): leaderboards and
 * leagues show it, so it is never made from the e-mail address. `random` gives [0, 1).
 */
export function suggestedUsername(random: () => number = Math.random): string {
  const animal = ANIMALS[Math.floor(random() * ANIMALS.length)] ?? 'Simba';
  return `${animal}${String(1000 + Math.floor(random() * 9000))}`;
}

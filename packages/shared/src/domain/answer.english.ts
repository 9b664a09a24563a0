/**
 * English tables for the grader, kept apart from answer.ts so the rules stay readable there.
 * Answers typed into English are compared in a canonical form: contractions spelled out and number
 * words written as digits, on both sides, so "I'm" = "I am" = "Im" and "twenty-one" = "21" whichever
 * form the course author happened to write.
 */

/**
 * Contraction → long form, after normalisation (one apostrophe, lower case). The forms without an
 * apostrophe are listed only where they are not English words themselves: "wont", "ill", "were",
 * "lets", "its", "well" and "hell" mean something else and stay as typed.
 */
const contractions = new Map(
  Object.entries({
    "i'm": 'i am',
    im: 'i am',
    "you're": 'you are',
    youre: 'you are',
    "we're": 'we are',
    "they're": 'they are',
    theyre: 'they are',
    "it's": 'it is',
    "he's": 'he is',
    hes: 'he is',
    "she's": 'she is',
    shes: 'she is',
    "that's": 'that is',
    thats: 'that is',
    "what's": 'what is',
    whats: 'what is',
    "there's": 'there is',
    theres: 'there is',
    "here's": 'here is',
    "who's": 'who is',
    "where's": 'where is',
    wheres: 'where is',
    "how's": 'how is',
    "let's": 'let us',
    "i'll": 'i will',
    "you'll": 'you will',
    youll: 'you will',
    "he'll": 'he will',
    "she'll": 'she will',
    "we'll": 'we will',
    "they'll": 'they will',
    theyll: 'they will',
    "i've": 'i have',
    ive: 'i have',
    "you've": 'you have',
    youve: 'you have',
    "we've": 'we have',
    weve: 'we have',
    "they've": 'they have',
    theyve: 'they have',
    "don't": 'do not',
    dont: 'do not',
    "doesn't": 'does not',
    doesnt: 'does not',
    "didn't": 'did not',
    didnt: 'did not',
    "isn't": 'is not',
    isnt: 'is not',
    "aren't": 'are not',
    arent: 'are not',
    "wasn't": 'was not',
    wasnt: 'was not',
    "weren't": 'were not',
    werent: 'were not',
    "haven't": 'have not',
    havent: 'have not',
    "hasn't": 'has not',
    hasnt: 'has not',
    "can't": 'can not',
    cant: 'can not',
    cannot: 'can not',
    "couldn't": 'could not',
    couldnt: 'could not',
    "won't": 'will not',
    "wouldn't": 'would not',
    wouldnt: 'would not',
    "shouldn't": 'should not',
    shouldnt: 'should not',
  }),
);

const units = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const unitValue = new Map(units.map((word, value) => [word, value]));
const tensValue = new Map(tens.flatMap((word, i) => (word ? [[word, i * 10] as const] : [])));

/** Reads a number under 100 at `at`: "seven", "twenty", "twenty one" ("twenty-one" after step 1). */
function belowHundred(words: readonly string[], at: number): { value: number; next: number } | undefined {
  const word = words[at] ?? '';
  const unit = unitValue.get(word);
  if (unit !== undefined) return { value: unit, next: at + 1 };
  const ten = tensValue.get(word);
  if (ten === undefined) return undefined;
  const after = unitValue.get(words[at + 1] ?? '');
  if (after !== undefined && after > 0 && after < 10) return { value: ten + after, next: at + 2 };
  return { value: ten, next: at + 1 };
}

/** Reads a number under 1000 at `at`: also "a hundred", "one hundred and five", "two hundred". */
function readNumber(words: readonly string[], at: number): { value: number; next: number } | undefined {
  const first = words[at] === 'a' ? { value: 1, next: at + 1 } : belowHundred(words, at);
  if (first && words[first.next] === 'hundred' && first.value > 0 && first.value < 10) {
    let next = first.next + 1;
    const rest = belowHundred(words, words[next] === 'and' ? next + 1 : next);
    if (rest && rest.value > 0) next = rest.next;
    return { value: first.value * 100 + (rest && rest.value > 0 ? rest.value : 0), next };
  }
  if (words[at] === 'a') return undefined; // "a" alone is the article, not one.
  return first;
}

/** "12pm" is "12 pm" (the dots of "p.m." are gone after normalisation). */
const clockTime = /^(\d+)(am|pm)$/u;

/** Number words as digits, contractions spelled out: the form two English answers are compared in. */
export function canonicalEnglish(normalized: string): string {
  const words = normalized
    .split(' ')
    .flatMap((word) => (contractions.get(word) ?? word).split(' '))
    .flatMap((word) => clockTime.exec(word)?.slice(1) ?? [word]);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const number = readNumber(words, i);
    if (number) {
      out.push(String(number.value));
      i = number.next;
    } else {
      out.push(words[i] ?? '');
      i += 1;
    }
  }
  return thousands(out).join(' ');
}

const digits = /^\d{1,3}$/u;
const group = /^\d{3}$/u;

/**
 * Amounts of a thousand and more as one number: "10,000" and "10 000" (split by normalisation),
 * "ten thousand" and "10 thousand" are all 10000; "two thousand five hundred" is 2500. Prices in
 * the shopping units run to thousands of shillings and naira.
 */
function thousands(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const word = words[i] ?? '';
    const count = word === 'a' ? '1' : word;
    if (digits.test(count) && words[i + 1] === 'thousand') {
      let value = Number(count) * 1000;
      let next = i + 2;
      const rest = words[words[next] === 'and' ? next + 1 : next] ?? '';
      if (digits.test(rest) && Number(rest) > 0) {
        value += Number(rest);
        next = (words[next] === 'and' ? next + 1 : next) + 1;
      }
      out.push(String(value));
      i = next;
    } else if (digits.test(word) && group.test(words[i + 1] ?? '')) {
      let value = word;
      let next = i + 1;
      while (group.test(words[next] ?? '')) {
        value += words[next] ?? '';
        next += 1;
      }
      out.push(String(Number(value)));
      i = next;
    } else {
      out.push(word);
      i += 1;
    }
  }
  return out;
}

/** Only the contractions spelled out: typo distance is measured on words, not on digits. */
export function expandContractions(normalized: string): string {
  return normalized
    .split(' ')
    .map((word) => contractions.get(word) ?? word)
    .join(' ');
}

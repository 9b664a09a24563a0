import { describe, expect, it } from 'vitest';
import { TIPS_MAX_LENGTH, tipsProblems } from './tips.ts';

describe('tips rules', () => {
  it('accept the Markdown the tips are written in', () => {
    const page = [
      '## Noun classes',
      '',
      'A noun’s class shows in its **prefix**: *m-* for one person, *wa-* for more.',
      '',
      '- **mtoto**, a child; **watoto**, children',
      '1. “Jambo” greets one person',
      '',
      '| one | many |',
      '| --- | ---- |',
      '| mtu | watu |',
      '',
      '### When 3 < 4',
      'See <https://example.org>.',
    ].join('\n');
    expect(tipsProblems(page)).toEqual([]);
  });

  it('refuse raw HTML, naming the tag', () => {
    expect(tipsProblems('A <b>bold</b> word')).toEqual(['Tips are Markdown only, with no HTML: remove “<b>”.']);
    expect(tipsProblems('<script src="x.js"></script>')[0]).toContain('<script src="x.js">');
    expect(tipsProblems('Hidden <!-- note -->')).toHaveLength(1);
    expect(tipsProblems('Line<br/>break')).toHaveLength(1);
  });

  it('refuse a first-level heading, written either way', () => {
    expect(tipsProblems('# Greetings\n\nText')).toEqual([
      'Tips start their headings at ## (the page’s title is the unit’s): change the # heading.',
    ]);
    expect(tipsProblems('Greetings\n=========\n\nText')).toHaveLength(1);
    expect(tipsProblems('## Greetings\n\n#hashtag is not a heading')).toEqual([]);
    expect(tipsProblems('```\n# a comment in code\n```')).toEqual([]);
  });

  it('refuse a page longer than the limit', () => {
    expect(tipsProblems('a'.repeat(TIPS_MAX_LENGTH))).toEqual([]);
    expect(tipsProblems(`<b>${'a'.repeat(TIPS_MAX_LENGTH)}`)).toEqual([
      'Tips are at most 10,000 characters (these have 10,003): keep them to one page.',
    ]);
  });
});

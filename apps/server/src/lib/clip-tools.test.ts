import { describe, expect, it } from 'vitest';
import { isInstalled, missingClipTools, missingToolLines } from './clip-tools.ts';

describe('the clip tools an operator is told about', () => {
  it('finds a program that exists and misses one that does not', () => {
    expect(isInstalled('sh')).toBe(true);
    expect(isInstalled('roots-no-such-program')).toBe(false);
  });

  it('says what each missing tool takes away and how to install it', () => {
    const missing = missingClipTools((program) => program !== 'ffmpeg');
    expect(missing.map((tool) => tool.program)).toEqual(['ffmpeg']);
    expect(missingToolLines(missing)).toEqual([
      "Without ffmpeg, contributors' recordings cannot be checked or stored, so the studio refuses them (apt-get install -y ffmpeg).",
    ]);
    expect(missingClipTools(() => true)).toEqual([]);
  });
});

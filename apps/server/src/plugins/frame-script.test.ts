import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hasLearnerNameSlot, learnerNameScript } from './frame-script.ts';

/** Runs the script as the browser does, against a page whose frame has two name places. */
function runScript(storage: Record<string, string> | 'blocked') {
  const slots = [{ textContent: 'learner' }, { textContent: 'learner' }];
  const localStorage = {
    getItem: (key: string) => {
      if (storage === 'blocked') throw new Error('SecurityError: storage is blocked');
      return storage[key] ?? null;
    },
  };
  const document = {
    querySelectorAll: (selector: string) => (selector === '#roots-frame [data-learner-name]' ? slots : []),
  };
  runInNewContext(learnerNameScript, { localStorage, document });
  return slots.map((slot) => slot.textContent);
}

describe("the frame's script", () => {
  it("writes the stored learner's name into every place for it", () => {
    expect(runScript({ access_token: 'token', learnerName: 'Amani' })).toEqual(['Amani', 'Amani']);
  });

  it("leaves 'learner' without a stored session or name, and when storage is blocked", () => {
    expect(runScript({ learnerName: 'Amani' })).toEqual(['learner', 'learner']);
    expect(runScript({ access_token: 'token' })).toEqual(['learner', 'learner']);
    expect(runScript('blocked')).toEqual(['learner', 'learner']);
  });

  it('writes text, never markup', () => {
    expect(runScript({ access_token: 'token', learnerName: '<img src=x onerror=alert(1)>' })).toEqual([
      '<img src=x onerror=alert(1)>',
      '<img src=x onerror=alert(1)>',
    ]);
    expect(learnerNameScript).not.toContain('innerHTML');
  });

  it('is added only where the frame has a place for the name', () => {
    expect(hasLearnerNameSlot('<h1>Welcome back, <span data-learner-name="">learner</span></h1>')).toBe(true);
    expect(hasLearnerNameSlot('<p role="status">Checking your session</p>')).toBe(false);
  });
});

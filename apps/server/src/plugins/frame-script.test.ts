import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hasLearnerNameSlot, learnerNameScript } from './frame-script.ts';

/**
 * Runs the script as the browser does, against a page whose frame has two name places: what they
 * show, and where the page was sent, if anywhere.
 */
function runScript(storage: Record<string, string> | 'blocked') {
  const slots = [{ textContent: 'learner' }, { textContent: 'learner' }];
  const sent: string[] = [];
  const location = { replace: (path: string) => sent.push(path) };
  const localStorage = {
    getItem: (key: string) => {
      if (storage === 'blocked') throw new Error('SecurityError: storage is blocked');
      return storage[key] ?? null;
    },
  };
  const document = {
    querySelectorAll: (selector: string) => (selector === '#roots-frame [data-learner-name]' ? slots : []),
  };
  runInNewContext(learnerNameScript, { localStorage, document, location });
  return { names: slots.map((slot) => slot.textContent), sent };
}

describe("the frame's script", () => {
  it("writes the stored learner's name into every place for it", () => {
    expect(runScript({ access_token: 'token', learnerName: 'Amani' })).toEqual({ names: ['Amani', 'Amani'], sent: [] });
  });

  it("leaves 'learner' for a session stored without a name, and the page to the app when storage is blocked", () => {
    expect(runScript({ access_token: 'token' })).toEqual({ names: ['learner', 'learner'], sent: [] });
    expect(runScript('blocked')).toEqual({ names: ['learner', 'learner'], sent: [] });
  });

  it('sends a visitor with no stored session to log in, greeting no one', () => {
    expect(runScript({})).toEqual({ names: ['learner', 'learner'], sent: ['/auth/login'] });
    // A name left from a session since signed out is not theirs to be greeted by.
    expect(runScript({ learnerName: 'Amani' })).toEqual({ names: ['learner', 'learner'], sent: ['/auth/login'] });
  });

  it('writes text, never markup', () => {
    expect(runScript({ access_token: 'token', learnerName: '<img src=x onerror=alert(1)>' }).names).toEqual([
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

import { afterEach, describe, expect, it } from 'vitest';
import { clipPreload, savesData } from './data-saver.ts';

// What each part does with it: app/prefetch.ts (no prefetch), the clip player, the server's
// pictures (apps/server/src/lib/images.test.ts) and e2e/installable.e2e.ts, in Chromium.
describe('a connection that asks to be spared (issue 41 §4)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
  });

  const withConnection = (connection: object | undefined) => {
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  };

  it.each([
    [undefined, false],
    [{ saveData: false, effectiveType: '4g' }, false],
    [{ saveData: false, effectiveType: '3g' }, false],
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ saveData: false, effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
  ])('with %j saves data: %s', (connection, saves) => {
    withConnection(connection);
    expect(savesData()).toBe(saves);
    expect(clipPreload()).toBe(saves ? 'none' : 'auto');
  });
});

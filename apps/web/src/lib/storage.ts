/**
 * Storage that never throws: private modes and blocked storage make localStorage throw, and a
 * learner should still be able to use the site (just without remembering things).
 */
function safe(store: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return store().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        store().setItem(key, value);
      } catch {
        // Storage full or blocked: the value lives only for this page view.
      }
    },
    remove(key: string): void {
      try {
        store().removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);

let toastAsked = false;
const listeners = new Set<() => void>();

/**
 * Whether any toast has been asked for yet. The <Toaster> in providers.tsx mounts from then on: a
 * page that never toasts (most first visits) does not download or run react-hot-toast at all.
 */
export const toastsAsked = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): boolean => toastAsked,
};

/**
 * Shows a toast. react-hot-toast is loaded on first use, so pages that never toast never load it;
 * the <Toaster> in providers.tsx renders what this queues.
 */
export async function notify(kind: 'success' | 'error', message: string): Promise<void> {
  if (!toastAsked) {
    toastAsked = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await import('react-hot-toast');
  toast[kind](message);
}

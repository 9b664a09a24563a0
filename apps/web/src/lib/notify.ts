/**
 * Shows a toast. react-hot-toast is loaded on first use, so pages that never toast never load it;
 * the <Toaster> in providers.tsx renders what this queues.
 */
export async function notify(kind: 'success' | 'error', message: string): Promise<void> {
  const { toast } = await import('react-hot-toast');
  toast[kind](message);
}

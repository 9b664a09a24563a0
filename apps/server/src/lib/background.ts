/**
 * Work a request starts but does not wait for (a reset mail, a league placement): its failure is
 * reported, never thrown at a caller, and shutdown (and a test) can wait until it is all done.
 */
export function createBackground(onError: (error: unknown) => void) {
  const pending = new Set<Promise<void>>();

  const run = (task: () => Promise<unknown>): void => {
    // Started on the next microtask, so the caller's own work goes first.
    const work: Promise<void> = Promise.resolve()
      .then(task)
      .then(() => undefined, onError)
      .finally(() => pending.delete(work));
    pending.add(work);
  };

  /** Resolves when no work is left, including work started by the work it waited for. */
  const whenIdle = async (): Promise<void> => {
    while (pending.size > 0) await Promise.all([...pending]);
  };

  return { run, whenIdle };
}

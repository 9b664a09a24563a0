/** One call's outcome in a batch: its value, or the error it alone ends with. */
export type Outcome<Out> = { ok: true; value: Out } | { ok: false; error: unknown };

interface Pending<In, Out> {
  input: In;
  resolve: (value: Out) => void;
  reject: (error: unknown) => void;
}

export interface BatchOptions<In, Out> {
  /** Does a batch's work: one outcome per input, in their order. A throw ends every call of the batch. */
  run: (inputs: In[]) => Promise<Outcome<Out>[]>;
  /** The most calls in one batch. */
  max: number;
  /** Batches that may run at once. */
  concurrency?: number;
  /** Calls with the same key never share a batch: the later one waits for the next. */
  key?: (input: In) => string;
}

/**
 * Calls that come while earlier ones are being worked on are sent together, as the next batch
 * (a group commit): under load, many requests share one transaction's round trips to the
 * database; a call on an idle server goes at once, after the I/O of the same turn of the event
 * loop has had its chance to join it.
 */
export function batched<In, Out>({ run, max, concurrency = 1, key }: BatchOptions<In, Out>) {
  let queue: Pending<In, Out>[] = [];
  let running = 0;
  let scheduled = false;

  /** The next batch: the oldest calls, at most `max`, one per key; the rest keep their place. */
  function take(): Pending<In, Out>[] {
    if (!key) return queue.splice(0, max);
    const keys = new Set<string>();
    const batch: Pending<In, Out>[] = [];
    const rest: Pending<In, Out>[] = [];
    for (const pending of queue) {
      const k = key(pending.input);
      if (batch.length < max && !keys.has(k)) {
        keys.add(k);
        batch.push(pending);
      } else rest.push(pending);
    }
    queue = rest;
    return batch;
  }

  async function send(batch: Pending<In, Out>[]) {
    try {
      const outcomes = await run(batch.map((pending) => pending.input));
      batch.forEach((pending, i) => {
        const outcome = outcomes[i];
        if (!outcome) pending.reject(new Error('a batch returned fewer outcomes than it was given calls'));
        else if (outcome.ok) pending.resolve(outcome.value);
        else pending.reject(outcome.error);
      });
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }

  function flush() {
    scheduled = false;
    while (running < concurrency && queue.length > 0) {
      const batch = take();
      running += 1;
      void send(batch).finally(() => {
        running -= 1;
        schedule();
      });
    }
  }

  function schedule() {
    if (scheduled || queue.length === 0 || running >= concurrency) return;
    scheduled = true;
    setImmediate(flush);
  }

  return (input: In): Promise<Out> =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      schedule();
    });
}

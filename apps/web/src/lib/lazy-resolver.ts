import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form resolver whose code arrives when it is first needed, and can be asked for earlier. */
export interface LazyResolver<T extends FieldValues, Out = T> extends Resolver<T, unknown, Out> {
  /** Starts downloading the validation code (call it when the learner starts on the form). */
  preload: () => void;
}

/**
 * Wraps a resolver that is imported on demand. The sign-in and sign-up forms are prefetched from
 * `/`; their zod schemas are 39 KB of the 75 KB that prefetch would download and run, and are only
 * needed once the learner is on the form and submits, so they come with the first focus instead.
 */
export function lazyResolver<T extends FieldValues, Out = T>(
  load: () => Promise<Resolver<T, unknown, Out>>,
): LazyResolver<T, Out> {
  let loading: Promise<Resolver<T, unknown, Out>> | undefined;
  const loaded = () => (loading ??= load());
  const resolver = async (...args: Parameters<Resolver<T, unknown, Out>>) => (await loaded())(...args);
  return Object.assign(resolver, {
    preload: () => {
      // A failed download is retried on submit, where the form shows what went wrong.
      loaded().catch(() => (loading = undefined));
    },
  });
}

/**
 * A lazy resolver for a zod schema: the schema's module and the zod resolver are downloaded
 * together, so a page that only shows the form loads neither zod nor its rules.
 */
export function lazyZodResolver<T extends FieldValues, Out = T>(
  loadSchema: () => Promise<z.ZodType<Out, T>>,
): LazyResolver<T, Out> {
  return lazyResolver(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    return zodResolver(schema);
  });
}

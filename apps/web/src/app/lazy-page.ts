import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

export interface LazyPage<Props extends object = object> {
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts downloading the page's code; safe to call many times. */
  preload: () => Promise<unknown>;
}

/** A route page loaded on first use, which can also be fetched ahead of time. */
export function lazyPage<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyPage<Props> {
  let pending: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      // Forget a failed download so the next attempt (e.g. after reconnecting) tries again.
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return { Component: lazy(preload), preload };
}

import { type ComponentType, createElement, type FunctionComponent, use } from 'react';

export interface LazyPage<Props extends object = object> {
  Component: FunctionComponent<Props>;
  /** Starts downloading the page's code; safe to call many times. */
  preload: () => Promise<unknown>;
}

interface PageModule<Props> {
  default: ComponentType<Props>;
}

/**
 * A route page loaded on first use, which can also be fetched ahead of time. Unlike React.lazy,
 * a page whose code has already arrived (preloaded) renders at once instead of suspending once
 * more: a suspended boundary costs a fallback, a retry, and React 19 may hold the revealed
 * content back for up to 300 ms after a fallback showed. The page always calls `use` (React
 * requires the same hooks on the render that replays a suspended one); the promise is marked
 * fulfilled when the code arrives, which is how `use` knows not to suspend again.
 */
export function lazyPage<Props extends object = object>(load: () => Promise<PageModule<Props>>): LazyPage<Props> {
  let pending: Promise<PageModule<Props>> | undefined;
  const preload = () => {
    if (!pending) {
      const started = load().then(
        (module) => {
          // Marked as React marks the promises it tracks: `use` then returns the page at once.
          Object.assign(started as object, { status: 'fulfilled', value: module });
          return module;
        },
        (error: unknown) => {
          // Forget a failed download so the next attempt (e.g. after reconnecting) tries again.
          pending = undefined;
          throw error;
        },
      );
      pending = started;
    }
    return pending;
  };
  function Component(props: Props) {
    return createElement(use(preload()).default, props);
  }
  return { Component, preload };
}

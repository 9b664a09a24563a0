import { type ComponentType, createElement, type FunctionComponent, use } from 'react';

export interface LazyPage<Props extends object = object> {
  Component: FunctionComponent<Props>;
  /** Starts downloading the page's code; safe to call many times. */
  preload: () => Promise<unknown>;
}

/**
 * A route page loaded on first use, which can also be fetched ahead of time. Unlike React.lazy,
 * a page whose code has already arrived (preloaded) renders at once instead of suspending once
 * more: a suspended boundary costs a fallback, a retry, and React 19 may hold the revealed
 * content back for up to 300 ms after a fallback showed.
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyPage<Props> {
  let pending: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Forget a failed download so the next attempt (e.g. after reconnecting) tries again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  function Component(props: Props) {
    const Page = loaded ?? use(preload()).default;
    return createElement(Page, props);
  }
  return { Component, preload };
}

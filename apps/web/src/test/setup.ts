import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// A lazy page's first import can take seconds while CI runs every suite at once, and many times
// as long on two cores that also run a second suite (issue 38): `findBy…` and `waitFor` wait up
// to 15 s instead of 1 s before they call an element or a call missing. A deadline, not a pause:
// they return as soon as what they wait for is there.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no matchMedia; react-hot-toast and the theme code ask for it.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

// jsdom has no <dialog> methods: open and close it the simple way.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(async () => {
  // The app's one query cache must not carry data from one test to the next.
  const { queryClient } = await import('../lib/query-client.ts');
  queryClient.clear();
});

afterAll(async () => {
  // A toast asked for at a test's end loads react-hot-toast after it (lib/notify.ts). A file that
  // runs isolated has its DOM taken down once it ends, and the late load then fails in it: the
  // file waits for that load first. (A file that mocks notify.ts loads nothing.)
  const toasts = await import('../lib/notify.ts');
  if (!vi.isMockFunction(toasts.notify) && toasts.toastsAsked.current()) await import('react-hot-toast');
});

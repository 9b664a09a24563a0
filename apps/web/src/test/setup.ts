import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A lazy page's first import can take seconds while CI runs every suite at once: `findBy…` waits
// up to 5 s instead of 1 s before it calls an element missing.
configure({ asyncUtilTimeout: 5_000 });

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

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;

/** public/sw-push.js run in a stand-in service worker global: its listeners, and what it called. */
function loadWorker({ windows = [] as { url: string; navigate: () => Promise<unknown> }[] } = {}) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: { body: string; tag: string; data: { url: string } } }[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const self = {
    location: { origin: 'https://roots.example' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: {
      showNotification: (title: string, options: (typeof shown)[number]['options']) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      matchAll: () =>
        Promise.resolve(
          windows.map((client) => ({
            ...client,
            focus: () => {
              focused.push(client.url);
              return Promise.resolve(client);
            },
          })),
        ),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
  const source = readFileSync(join(import.meta.dirname, '..', 'public', 'sw-push.js'), 'utf8');
  // A context of its own, as a worker's: `self` and URL are all the script finds.
  runInNewContext(source, { self, URL });
  /** Dispatches an event and waits for what it asked to wait for. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => {
        waited = promise;
      },
    });
    await waited;
  };
  const push = (payload: unknown) =>
    dispatch('push', {
      data: {
        json: () => (typeof payload === 'string' ? (JSON.parse(payload) as unknown) : payload),
      },
    });
  return { push, dispatch, shown, opened, focused };
}

describe('the service worker’s reminders (public/sw-push.js)', () => {
  it('shows a pushed reminder with its text, and keeps its lesson for the tap', async () => {
    const worker = loadWorker();
    await worker.push({
      title: 'Time for today’s lesson',
      body: 'Your daily goal is 20 XP. Your next lesson is ready.',
      url: 'https://roots.example/lesson/abc',
      tag: 'roots-reminder',
    });
    expect(worker.shown).toEqual([
      {
        title: 'Time for today’s lesson',
        options: {
          body: 'Your daily goal is 20 XP. Your next lesson is ready.',
          tag: 'roots-reminder',
          data: { url: 'https://roots.example/lesson/abc' },
        },
      },
    ]);
  });

  it('shows a plain reminder for a push it cannot read, and never opens another site', async () => {
    const worker = loadWorker();
    await worker.push('not json');
    await worker.push({ title: 'Phish', body: 'Tap here', url: 'https://evil.example/login' });
    expect(worker.shown.map((each) => [each.title, each.options.data.url])).toEqual([
      ['Roots', '/dashboard'],
      ['Phish', '/dashboard'],
    ]);
  });

  it('opens the lesson in a new window, or in the open Roots window', async () => {
    const close = vi.fn();
    const fresh = loadWorker();
    await fresh.dispatch('notificationclick', {
      notification: { close, data: { url: 'https://roots.example/lesson/abc' } },
    });
    expect(close).toHaveBeenCalled();
    expect(fresh.opened).toEqual(['https://roots.example/lesson/abc']);

    const navigate = vi.fn(() => Promise.resolve({}));
    const open = loadWorker({ windows: [{ url: 'https://roots.example/dashboard', navigate }] });
    await open.dispatch('notificationclick', {
      notification: { close, data: { url: 'https://roots.example/lesson/abc' } },
    });
    expect(open.focused).toEqual(['https://roots.example/dashboard']);
    expect(navigate).toHaveBeenCalledWith('https://roots.example/lesson/abc');
    expect(open.opened).toEqual([]);
  });
});

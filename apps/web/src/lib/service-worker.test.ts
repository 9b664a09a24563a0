import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify.ts';
import { startServiceWorker } from './service-worker.ts';

const worker = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  register: vi.fn(() => Promise.resolve(undefined)),
  messageSkipWaiting: vi.fn(),
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      worker.listeners.set(type, listener);
    }
    register = worker.register;
    messageSkipWaiting = worker.messageSkipWaiting;
  },
}));
vi.mock('./notify.ts', () => ({ notify: vi.fn(() => Promise.resolve()) }));

/** The page's `navigator.serviceWorker`: its controller, and a way to change it. */
function serviceWorkerContainer(controlled: boolean) {
  const target = new EventTarget();
  const container = Object.assign(target, { controller: controlled ? {} : null });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { takeOver: () => target.dispatchEvent(new Event('controllerchange')) };
}

describe('a new version of Roots', () => {
  beforeEach(() => {
    worker.listeners.clear();
    sessionStorage.clear();
    vi.mocked(notify).mockClear();
    worker.messageSkipWaiting.mockClear();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('waits, then takes over at the next navigation with the page reloaded, and says so once', () => {
    const page = serviceWorkerContainer(true);
    const reload = vi.fn();
    const atNavigation = startServiceWorker(reload);
    expect(worker.register).toHaveBeenCalled();
    atNavigation();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();

    worker.listeners.get('waiting')?.();
    // Nothing happens within the page: only a navigation brings the new version in.
    expect(reload).not.toHaveBeenCalled();
    atNavigation();
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    page.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);

    // The page after the reload.
    startServiceWorker(reload);
    expect(notify).toHaveBeenCalledWith('success', 'Roots was updated.');
    startServiceWorker(reload);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('is no update when it is the first version taking the page that installed it', () => {
    const page = serviceWorkerContainer(false);
    const reload = vi.fn();
    const atNavigation = startServiceWorker(reload);
    page.takeOver();
    atNavigation();
    expect(reload).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('reloads at the next navigation when another tab brought it in', () => {
    const page = serviceWorkerContainer(true);
    const reload = vi.fn();
    const atNavigation = startServiceWorker(reload);
    page.takeOver();
    expect(reload).not.toHaveBeenCalled();
    atNavigation();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

import { type Mock, vi } from 'vitest';

/** The fake recorders made since stubMedia, newest last. */
export const recorders: FakeRecorder[] = [];

const supportsOpus = (type: string) => type === 'audio/webm;codecs=opus';

class FakeRecorder extends EventTarget {
  static isTypeSupported = vi.fn(supportsOpus);
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  constructor(_stream: unknown, options?: { mimeType?: string }) {
    super();
    this.mimeType = options?.mimeType ?? '';
    recorders.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    if (this.state !== 'recording') return;
    this.state = 'inactive';
    this.dispatchEvent(
      Object.assign(new Event('dataavailable'), { data: new Blob(['voice'], { type: this.mimeType }) }),
    );
    this.dispatchEvent(new Event('stop'));
  }
}

/**
 * Stubs the microphone: `getUserMedia` answers a stream (or refuses with the DOMException named
 * `refuse`), MediaRecorder records "voice", and object URLs are `blob:recording`. Undo with unstubMedia.
 */
export function stubMedia({ refuse }: { refuse?: string } = {}): {
  getUserMedia: Mock<() => Promise<MediaStream>>;
  track: { stop: Mock };
} {
  recorders.length = 0;
  FakeRecorder.isTypeSupported.mockImplementation(supportsOpus);
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(() =>
    refuse
      ? Promise.reject(new DOMException('refused', refuse))
      : Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream),
  );
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:recording'), revokeObjectURL: vi.fn() }),
  );
  return { getUserMedia, track };
}

export function unstubMedia() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
}

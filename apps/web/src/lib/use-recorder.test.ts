import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recorders, stubMedia, unstubMedia } from '../test/media.ts';
import { MAX_SECONDS, microphoneProblem, pickMimeType, useRecorder } from './use-recorder.ts';

afterEach(() => {
  vi.useRealTimers();
  unstubMedia();
});

describe('useRecorder', () => {
  it('records Opus in WebM where it can, else MP4, else what the browser gives', () => {
    stubMedia();
    expect(pickMimeType()).toBe('audio/webm;codecs=opus');
    const supported = vi.spyOn(MediaRecorder, 'isTypeSupported');
    supported.mockImplementation((type) => type === 'audio/mp4');
    expect(pickMimeType()).toBe('audio/mp4');
    supported.mockReturnValue(false);
    expect(pickMimeType()).toBeUndefined();
  });

  it('counts the seconds and stops by itself at 15 s, releasing the microphone', async () => {
    vi.useFakeTimers();
    const media = stubMedia();
    const { result } = renderHook(() => useRecorder());
    await act(() => result.current.start());
    expect(result.current.status).toBe('recording');
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(result.current.seconds).toBeCloseTo(3, 0);
    act(() => {
      vi.advanceTimersByTime((MAX_SECONDS - 3) * 1000 + 200);
    });
    expect(recorders[0]?.state).toBe('inactive');
    expect(result.current.status).toBe('idle');
    expect(result.current.recording?.blob.type).toBe('audio/webm');
    expect(result.current.recording?.seconds).toBe(MAX_SECONDS);
    expect(media.track.stop).toHaveBeenCalled();
  });

  it('says when the browser cannot record at all', async () => {
    const { result } = renderHook(() => useRecorder());
    await act(() => result.current.start());
    expect(result.current.problem).toMatch(/cannot record audio/);
  });

  it('names each microphone failure in words', () => {
    expect(microphoneProblem(new DOMException('x', 'NotAllowedError'))).toMatch(/refused/);
    expect(microphoneProblem(new DOMException('x', 'NotFoundError'))).toMatch(/No microphone/);
    expect(microphoneProblem(new DOMException('x', 'NotReadableError'))).toMatch(/busy/);
    expect(microphoneProblem(new Error('odd'))).toMatch(/could not be started/);
  });
});

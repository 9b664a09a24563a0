import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClipPlayer, SLOWER_RATE } from './clip-player.tsx';

describe('a clip’s player', () => {
  it('plays the clip from the start, at its speed or slower with the pitch kept', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const { container } = render(<ClipPlayer url="/api/audio/abc.ogg">Play</ClipPlayer>);
    const audio = container.querySelector('audio');
    if (!audio) throw new Error('no audio element');

    await userEvent.click(screen.getByRole('button', { name: 'Slower' }));
    expect(audio.playbackRate).toBe(SLOWER_RATE);
    expect(audio.preservesPitch).toBe(true);
    expect(audio.currentTime).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(audio.playbackRate).toBe(1);
    expect(play).toHaveBeenCalledTimes(2);
    play.mockRestore();
  });

  describe('on a connection that saves data', () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'connection');
    });

    it.each([{ saveData: true }, { effectiveType: '2g' }])(
      'fetches the clip only when it is played (%j)',
      (connection) => {
        const { container, unmount } = render(<ClipPlayer url="/api/audio/abc.ogg">Play</ClipPlayer>);
        expect(container.querySelector('audio')?.getAttribute('preload')).toBe('auto');
        unmount();
        Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
        const saving = render(<ClipPlayer url="/api/audio/abc.ogg">Play</ClipPlayer>);
        expect(saving.container.querySelector('audio')?.getAttribute('preload')).toBe('none');
      },
    );
  });
});

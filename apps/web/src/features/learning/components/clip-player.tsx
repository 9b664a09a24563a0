import { Snail, Volume2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { clipPreload } from '../../../lib/data-saver.ts';
import type { ButtonSize } from '../../../components/ui/button-classes.ts';
import { ReportClip } from './report-clip.tsx';

/** Slower, for a learner who could not catch every sound: the pitch stays the speaker's. */
export const SLOWER_RATE = 0.75;

/** A clip as learners are given it (`/api/audio/<name>.ogg`): the only kind they can report. */
const LEARNER_CLIP = /^\/api\/audio\/[0-9a-f]{20}\.ogg$/;

/**
 * A clip's two buttons: play it, and play it slower (issue 40 §3). Each starts from the beginning.
 * Beside them, "Report this clip" for a learner who finds it wrong.
 */
export function ClipPlayer({
  url,
  size = 'md',
  centered = false,
  children,
}: {
  url: string;
  size?: ButtonSize;
  /** On a card whose word is centred, the buttons are too. */
  centered?: boolean;
  children: ReactNode;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const play = (rate: number) => {
    const clip = audio.current;
    if (!clip) return;
    clip.playbackRate = rate;
    clip.preservesPitch = true;
    clip.currentTime = 0;
    void clip.play();
  };
  const icon = size === 'lg' ? 'size-6' : 'size-5';
  return (
    <div className={cn('flex flex-wrap items-center gap-2', centered && 'justify-center')}>
      {/* Fetched with the page, ready to play; only when played where the learner saves data. */}
      <audio ref={audio} src={url} preload={clipPreload()} />
      <Button variant="secondary" size={size} onClick={() => play(1)}>
        <Volume2 aria-hidden="true" className={icon} />
        {children}
      </Button>
      <Button variant="ghost" size={size} onClick={() => play(SLOWER_RATE)}>
        <Snail aria-hidden="true" className={icon} />
        Slower
      </Button>
      {LEARNER_CLIP.test(url) ? <ReportClip key={url} url={url} /> : null}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getVoiceAudio } from '../api/voices.ts';

/** A contributed clip, fetched with the bearer token, in the browser's own player (play, play again). */
export function ClipAudio({ url, label }: { url: string; label: string }) {
  return <ClipPlayer key={url} url={url} label={label} />;
}

function ClipPlayer({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let made: string | undefined;
    getVoiceAudio(url)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setSrc(made);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      setSrc(undefined);
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  if (failed)
    return (
      <p role="alert" className="text-sm text-danger">
        This clip could not be loaded to play it here.
      </p>
    );
  if (!src) return <Spinner className="size-5" />;
  return (
    <audio controls src={src} className="w-full max-w-md" aria-label={label}>
      <track kind="captions" />
    </audio>
  );
}

import type { UserProfile } from '@roots/shared/contracts/user';
import { Camera, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/notify.ts';
import { useRemoveAvatar } from '../api/remove-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** Upload or remove the profile picture; the server re-encodes it, so any size photo is fine. */
export function AvatarEditor({ user, onChange }: { user: UserProfile; onChange: (profile: UserProfile) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar(onChange);
  const remove = useRemoveAvatar(onChange);
  const busy = upload.isPending || remove.isPending;
  // One message for both buttons and the file checks: whichever happened last is what counts.
  const [error, setError] = useState<string>();
  const errorId = useId();

  const feedback = (done: string) => ({
    onSuccess: () => void notify('success', done),
    onError: (failure: Error) => setError(failure.message),
  });

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) {
      setError('Choose a PNG, JPEG, WebP or GIF image.');
      return;
    }
    if (file.size > MAX_BYTES) {
      setError('That image is larger than 5 MB. Please choose a smaller one.');
      return;
    }
    setError(undefined);
    upload.mutate(file, feedback('Your new picture is saved.'));
  };

  const hasImage = user.user_metadata.avatar_url !== null;
  return (
    <div className="flex flex-wrap items-center gap-5">
      <Avatar username={user.user_metadata.username} imageUrl={user.user_metadata.avatar_url} size="lg" />
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            variant="secondary"
            size="sm"
            isLoading={upload.isPending}
            disabled={busy}
            aria-describedby={error ? errorId : undefined}
            onClick={() => input.current?.click()}
          >
            <Camera aria-hidden="true" className="size-4" /> {hasImage ? 'Change picture' : 'Upload a picture'}
          </Button>
          {hasImage ? (
            <Button
              variant="ghost"
              size="sm"
              isLoading={remove.isPending}
              disabled={busy}
              onClick={() => {
                setError(undefined);
                remove.mutate(undefined, feedback('Your picture is removed.'));
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" /> Remove
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-ink-muted">PNG, JPEG, WebP or GIF, up to 5 MB. We crop it to a square.</p>
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

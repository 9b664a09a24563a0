import { avatarInitials } from '@roots/shared/domain/avatar';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

interface AvatarProps {
  username: string | null | undefined;
  imageUrl?: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-9 text-sm', md: 'size-11 text-base', lg: 'size-20 text-2xl' };

/** The image when there is one that loads, else up to two initials of the username, else '?'. */
export function Avatar({ username, imageUrl, size = 'sm', className }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-ochre-soft font-bold text-on-ochre-soft',
        sizes[size],
        className,
      )}
    >
      {showImage && imageUrl ? (
        <img
          src={imageUrl}
          alt={username ? `${username}'s avatar` : 'Avatar'}
          className="size-full object-cover"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        <span aria-hidden="true">{avatarInitials(username)}</span>
      )}
    </span>
  );
}

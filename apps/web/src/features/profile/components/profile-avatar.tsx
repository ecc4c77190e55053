import type { Profile } from '@outbreak-watch/domain';
import { useState } from 'react';
import { hasText, initials } from '../profile-format';

interface ProfileAvatarProps {
  profile: Pick<Profile, 'title' | 'first_name' | 'last_name' | 'avatar_url'>;
}

const frame =
  'size-24 shrink-0 rounded-full ring-4 ring-white sm:size-28 dark:ring-slate-900 ' +
  'bg-brand-100 dark:bg-brand-900';

/**
 * The member's picture, or their initials when there is none or it fails to load. Decorative: the
 * name is always shown next to it.
 */
export function ProfileAvatar({ profile }: ProfileAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = profile.avatar_url;

  if (hasText(url) && url !== failedUrl) {
    return <img src={url} alt="" className={`${frame} object-cover`} onError={() => setFailedUrl(url)} />;
  }
  return (
    <span
      aria-hidden="true"
      data-testid="profile-initials"
      className={`${frame} flex items-center justify-center text-3xl font-bold text-brand-900 sm:text-4xl dark:text-brand-100`}
    >
      {initials(profile)}
    </span>
  );
}

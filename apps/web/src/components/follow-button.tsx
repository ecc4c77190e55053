import { NOTIFICATION_MESSAGES, type FollowKind } from '@outbreak-watch/domain';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../lib/api-client';
import { findFollow, useFollowMutations, useFollows } from '../lib/follows-api';
import { text, useText } from '../lib/i18n/use-text';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { Button } from './button';
import { FOLLOW_MESSAGES } from './messages';

/** The follow button's own texts, in the reader's language when read. */
export const FOLLOW_TEXT = {
  get signIn() {
    return text(FOLLOW_MESSAGES.signIn);
  },
  get failed() {
    return text(FOLLOW_MESSAGES.failed);
  },
};

interface FollowButtonProps {
  kind: FollowKind;
  targetId: number;
  /** The button's name, which stays the same in both states, e.g. "Follow Nigeria". */
  label: string;
  className?: string;
  /** Beside a visitor's disabled button, the link to sign in; one is enough where buttons stand together. */
  showSignIn?: boolean;
}

function PlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * A Follow toggle for an outbreak, a disease, a country or a UN M49 region. Its name does not change
 * with its state (a toggle button says "pressed" instead); the look does, and the word "Following"
 * shows beside the check. Visitors see it disabled, with a link to sign in and come back; members whose
 * address is not verified yet see it disabled, with the reason.
 */
export function FollowButton({ kind, targetId, label, className, showSignIn = true }: FollowButtonProps) {
  const t = useText();
  const { user } = useSession();
  const { pathname, search, hash } = useLocation();
  const follows = useFollows();
  const { follow, unfollow } = useFollowMutations();

  const target = { kind, target_id: targetId };
  const current = findFollow(follows.data, target);
  const isFollowing = current !== undefined;
  const isBusy = follow.isPending || unfollow.isPending;
  const isUnverified = user !== null && !user.is_verified;
  const reasonId = useId();
  const failure = follow.error ?? unfollow.error;

  const toggle = () => {
    follow.reset();
    unfollow.reset();
    if (current) unfollow.mutate(current.id);
    else follow.mutate(target);
  };

  return (
    <div className={['flex flex-col items-start gap-1.5 print:hidden', className].filter(Boolean).join(' ')}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <Button
          variant={isFollowing ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={isFollowing}
          aria-describedby={isUnverified ? reasonId : undefined}
          disabled={user === null || isUnverified || follows.isPending || isBusy}
          onClick={toggle}
        >
          {isFollowing ? <CheckIcon /> : <PlusIcon />}
          {label}
          {isFollowing && (
            <span aria-hidden="true" className="font-normal">
              {t(FOLLOW_MESSAGES.following)}
            </span>
          )}
        </Button>
        {user === null && showSignIn && (
          <Link
            to={paths.login(`${pathname}${search}${hash}`)}
            className="rounded-sm text-sm font-medium text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200"
          >
            {FOLLOW_TEXT.signIn}
          </Link>
        )}
        {isUnverified && (
          <p id={reasonId} className="text-sm text-slate-700 dark:text-slate-300">
            {NOTIFICATION_MESSAGES.followNeedsVerification}
          </p>
        )}
      </div>
      <div role="alert">
        {failure && (
          <p className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(failure, FOLLOW_TEXT.failed)}
          </p>
        )}
      </div>
    </div>
  );
}

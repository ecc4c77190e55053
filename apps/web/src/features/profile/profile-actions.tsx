import { useId, useState } from 'react';
import { Button, buttonClasses } from '../../components/button';

const MESSAGE_NOTE = 'Messaging is available to the verification team';

/**
 * Follow and Message (spec §2 Public profile). Following is kept on this page only: there is no follow
 * feature behind it. Message writes an email, so it works only when the viewer may see the address.
 */
export function ProfileActions({ email }: { email: string | null }) {
  const [isFollowing, setIsFollowing] = useState(false);
  const noteId = useId();

  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        <Button
          variant={isFollowing ? 'secondary' : 'primary'}
          aria-pressed={isFollowing}
          onClick={() => setIsFollowing((following) => !following)}
          className="min-w-28"
        >
          {isFollowing ? 'Following' : 'Follow'}
        </Button>
        {email !== null ? (
          <a href={`mailto:${email}`} className={buttonClasses({ variant: 'secondary' })}>
            Message
          </a>
        ) : (
          <Button variant="secondary" disabled aria-describedby={noteId}>
            Message
          </Button>
        )}
      </div>
      {email === null && (
        <p id={noteId} className="text-sm text-slate-600 dark:text-slate-400">
          {MESSAGE_NOTE}
        </p>
      )}
    </div>
  );
}

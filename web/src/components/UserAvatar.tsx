import type { UserView } from '@bluffle/shared-schema';
import { useState } from 'react';
import { initialsOf } from '../auth/user-display';

/** The provider's picture, or the user's initials when there is none or it fails to load. */
export function UserAvatar({
  user,
  testId = 'user-avatar',
}: {
  user: Pick<UserView, 'username' | 'avatar'>;
  /** The menu's own avatar is 'user-avatar'; lobby players' avatars are told apart from it. */
  testId?: string;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  if (user.avatar && !hasFailed) {
    return (
      <img
        className="user-avatar"
        data-testid={testId}
        src={user.avatar}
        alt=""
        // Provider pictures (Google's especially) refuse hotlinking with a referrer.
        referrerPolicy="no-referrer"
        onError={() => setHasFailed(true)}
      />
    );
  }
  return (
    <span className="user-avatar user-avatar-initials" data-testid={testId} aria-hidden="true">
      {initialsOf(user.username)}
    </span>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@lectern/contracts';
import { removeAvatar } from '../api/account';
import { useNotify } from '../notifications/notification-context';
import { showUser } from '../session/session-actions';
import { PHOTO_REMOVAL_FAILED_MESSAGE, SAVED_MESSAGE } from './account-texts';

/** The profile photo, when there is one, with a way to remove it (spec/002 §2, §7, §8). */
export function ProfilePhoto({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const remove = useMutation({
    mutationFn: removeAvatar,
    onSuccess: async ({ thumbnail_url }) => {
      await showUser(queryClient, { ...user, profile_photo: null, thumbnail_url });
      notify({ type: 'positive', message: SAVED_MESSAGE });
    },
    onError: () => notify({ type: 'negative', message: PHOTO_REMOVAL_FAILED_MESSAGE }),
  });

  if (!user.profile_photo) return null;
  return (
    <div className="profile-photo">
      <img className="profile-photo__image" src={user.thumbnail_url ?? user.profile_photo} alt="Your profile photo" />
      <button type="button" className="button" disabled={remove.isPending} onClick={() => remove.mutate()}>
        {remove.isPending ? 'Removing…' : 'Remove'}
      </button>
    </div>
  );
}

import type { CurrentUser, PublicUser } from '@lectern/contracts';
import type { UserRow } from '@lectern/read-models';

export const toPublicUser = (user: UserRow): PublicUser => ({
  id: user.id,
  username: user.username,
  name: user.name,
  thumbnail_url: user.profile_photo,
  account_type: user.account_type,
});

export const toCurrentUser = (user: UserRow): CurrentUser => ({
  ...toPublicUser(user),
  email: user.email,
  profile_photo: user.profile_photo,
  manually_upgraded: user.manually_upgraded,
  settings: user.settings,
});

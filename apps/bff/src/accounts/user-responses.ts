import type { CurrentUser, PublicUser } from '@lectern/contracts';
import { PLAN_LIMITS } from '@lectern/domain';
import type { UserRow } from '@lectern/read-models';

/** A user as anyone may see them (profiles, deck owners). */
export const toPublicUserResponse = (user: UserRow): PublicUser => ({
  id: user.id,
  username: user.username,
  name: user.name,
  thumbnail_url: user.profile_photo,
  account_type: user.account_type,
});

/** The signed-in user as they see themselves: settings, plan limits and storage used. */
export const toCurrentUserResponse = (user: UserRow): CurrentUser => ({
  ...toPublicUserResponse(user),
  email: user.email,
  profile_photo: user.profile_photo,
  manually_upgraded: user.manually_upgraded,
  settings: user.settings,
  team_id: user.team_id,
  membership: user.team_role ? { role: user.team_role } : null,
  default_theme_id: user.default_theme_id,
  storage_used: user.storage_used,
  storage_limit: PLAN_LIMITS[user.account_type].storageLimit,
  image_upload_limit: PLAN_LIMITS[user.account_type].imageUploadLimit,
  video_upload_limit: PLAN_LIMITS[user.account_type].videoUploadLimit,
});

import type { CurrentUser, PublicUser } from '@lectern/contracts';
import { PLAN_LIMITS } from '@lectern/domain';
import { heldPlanOf, type UserRow } from '@lectern/read-models';

/** A user as anyone may see them (profiles, deck owners). */
export const toPublicUserResponse = (user: UserRow): PublicUser => ({
  id: user.id,
  username: user.username,
  name: user.name,
  thumbnail_url: user.profile_photo,
  account_type: user.account_type,
});

/** The signed-in user as they see themselves: settings, the limits of the plan they hold, and storage used. */
export function toCurrentUserResponse(user: UserRow): CurrentUser {
  const limits = PLAN_LIMITS[heldPlanOf(user)];
  return {
    ...toPublicUserResponse(user),
    email: user.email,
    profile_photo: user.profile_photo,
    manually_upgraded: user.manually_upgraded,
    settings: user.settings,
    team_id: user.team_id,
    membership: user.team_role
      ? { role: user.team_role, activated: user.team_active, team_paid: user.team_paid }
      : null,
    default_theme_id: user.default_theme_id,
    billing_address: user.billing_address,
    billing_vat_id: user.billing_vat_id,
    notify_on_receipt: user.notify_on_receipt,
    storage_used: user.storage_used,
    storage_limit: limits.storageLimit,
    image_upload_limit: limits.imageUploadLimit,
    video_upload_limit: limits.videoUploadLimit,
  };
}

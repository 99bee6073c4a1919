import type { QueryClient } from '@tanstack/react-query';
import type { UserSettings } from '@lectern/contracts';
import { putUserSettings } from './account';
import { apiRequest } from './client';

/**
 * PUT /user_settings: one setting by name. The answer (every setting as saved) replaces the
 * signed-in user's settings in the cached status, which the page follows.
 */
export async function saveUserSetting<Name extends keyof UserSettings>(
  queryClient: QueryClient,
  name: Name,
  value: UserSettings[Name],
): Promise<UserSettings> {
  const { user_settings } = await apiRequest('/user_settings', {
    method: 'PUT',
    body: { user_settings: { [name]: value } },
    answer: 'userSettingsResponse',
  });
  putUserSettings(queryClient, user_settings);
  return user_settings;
}

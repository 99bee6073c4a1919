import type { UserSettings } from '@lectern/contracts';
import { apiRequest } from './client';

/** PUT /user_settings: one setting by name; answers every setting as saved. */
export const saveUserSetting = <Name extends keyof UserSettings>(name: Name, value: UserSettings[Name]) =>
  apiRequest<{ user_settings: UserSettings }>('/user_settings', {
    method: 'PUT',
    body: { user_settings: { [name]: value } },
  }).then(({ user_settings }) => user_settings);

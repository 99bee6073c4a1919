import { z } from 'zod';
import { baseSettings, hostSetting, paymentSettings, portSetting } from '@lectern/config';
import { bffSettings } from '@lectern/bff';

/** What `npm start` reads from the environment: every app's settings in one process. */
export const embeddedSettings = {
  ...baseSettings,
  // One person's Lectern on their machine: only this machine reaches it unless HOST says otherwise
  // (HOST=0.0.0.0 for the network); the deploy images listen on every interface.
  ...hostSetting('127.0.0.1'),
  ...portSetting(3000),
  ...bffSettings,
  ...paymentSettings,
  CHROMIUM_PATH: z.string().optional(),
  EXPORT_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).optional(),
};

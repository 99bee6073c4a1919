import { z } from 'zod';
import { currentUser } from './users.js';

/** `user` is present only while signed in. */
export const statusResponse = z
  .object({ user_signed_in: z.boolean(), user: currentUser.optional() })
  .meta({ id: 'StatusResponse' });
export type StatusResponse = z.infer<typeof statusResponse>;

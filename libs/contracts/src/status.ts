import { z } from 'zod';

export const statusResponse = z.object({ user_signed_in: z.boolean() }).meta({ id: 'StatusResponse' });
export type StatusResponse = z.infer<typeof statusResponse>;

import type { FastifyRequest } from 'fastify';
import type { Attempts } from '../plugins/app/rate-limits.js';
import { unvalidatedField } from '../plugins/app/rate-limit-keys.js';
import { RATE_LIMITS } from './constants.js';

/**
 * What a sign-up (a person's, or a team's with its owner) counts: its client address, and the
 * e-mail it asks for, however it is spelt and from wherever it comes. A sign-up says when an
 * e-mail is taken, so these bound how often anyone can ask that of one address (decision 0041).
 */
export const signUpAttempts = (request: FastifyRequest): Attempts => [
  { key: `sign-up:ip:${request.ip}`, rule: RATE_LIMITS.signUpPerIp },
  { key: `sign-up:email:${unvalidatedField(request.body, 'user', 'email')}`, rule: RATE_LIMITS.signUpPerEmail },
];

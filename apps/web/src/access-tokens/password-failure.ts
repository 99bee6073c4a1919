import { ApiError } from '../api/client';
import { genericErrorMessage } from '../errors/generic-error';
import { wrongPasswordMessage } from './texts';

/** What the form says when the password did not open the link. */
export function passwordFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return genericErrorMessage(error);
  if (error.status === 422 && error.fields?.['access_token.password']) return wrongPasswordMessage(error);
  // Too many attempts: the server says how long to wait.
  if (error.status === 429) return error.message;
  return genericErrorMessage(error);
}

import { ApiError } from '../api/client';
import { genericErrorMessage } from '../errors/generic-error';

export interface FormFailure {
  /** The first problem of each field the form has, by field name (the `user.` of the answer removed). */
  fields: Record<string, string>;
  /** What the whole form says: the server's message, or the generic one when the failure is not the person's. */
  message: string | undefined;
}

/** Sorts a failed submit's error into problems under fields and one message for the form. */
export function formFailure(error: unknown, fieldNames: readonly string[]): FormFailure {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return { fields: {}, message: genericErrorMessage(error) };
  }
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const [key, problems] of Object.entries(error.fields ?? {})) {
    const name = key.replace(/^user\./, '');
    const first = problems[0];
    if (first === undefined) continue;
    if (!fieldNames.includes(name)) others.push(first);
    else fields[name] ??= first;
  }
  const message = others[0] ?? (Object.keys(fields).length > 0 ? undefined : error.message);
  return { fields, message };
}

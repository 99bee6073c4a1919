import { ApiError } from '../api/client';
import { genericErrorMessage } from '../errors/generic-error';

/** The sign-up form's fields, by the key of the server's problems with them. */
export const teamSignUpFieldKeys = {
  'team.name': 'team_name',
  'team.slug': 'slug',
  'user.username': 'username',
  'user.email': 'email',
  'user.password': 'password',
} as const;
type FieldName = (typeof teamSignUpFieldKeys)[keyof typeof teamSignUpFieldKeys];

export interface TeamSignUpFailure {
  /** The first problem of each field, by the form's field name. */
  fields: Partial<Record<FieldName, string>>;
  /** Spec/002 §8: 'Email error: …', else 'Team name error: …', else the server's or the generic message. */
  message: string;
}

/** Sorts a refused team sign-up into problems under fields and the one message the form shows. */
export function teamSignUpFailure(error: unknown): TeamSignUpFailure {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
    return { fields: {}, message: genericErrorMessage(error) };
  const problems = error.fields ?? {};
  const fields: TeamSignUpFailure['fields'] = {};
  for (const [key, name] of Object.entries(teamSignUpFieldKeys)) {
    const first = problems[key]?.[0];
    if (first !== undefined) fields[name] = first;
  }
  const email = problems['user.email']?.[0];
  const teamName = problems['team.name']?.[0];
  const message =
    email !== undefined
      ? `Email error: ${email}`
      : teamName !== undefined
        ? `Team name error: ${teamName}`
        : Object.keys(fields).length > 0
          ? ''
          : error.message;
  return { fields, message };
}

import { accountMessages } from '@lectern/domain';

/** Spec/002 §5: a required field may not be empty. */
export function required(value: string): string | undefined {
  return value.trim() === '' ? accountMessages.required : undefined;
}

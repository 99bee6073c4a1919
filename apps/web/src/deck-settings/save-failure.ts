import { ApiError } from '../api/client';
import { settingsTexts } from './texts';

/** The fields a server answer may point at, shown under their inputs. */
export type FieldProblems = Partial<Record<'title' | 'slug', string>>;

/**
 * A failed save, sorted: a 422's problems with the title or the slug go under those fields;
 * anything else reads 'Failed to save' (spec/000 §8).
 */
export function saveFailure(error: unknown): { fields: FieldProblems; message: string | undefined } {
  const fields: FieldProblems = {};
  let other = !(error instanceof ApiError) || error.status !== 422 || !error.fields;
  if (error instanceof ApiError && error.status === 422) {
    for (const [key, problems] of Object.entries(error.fields ?? {})) {
      const name = key.replace(/^deck\./, '');
      if ((name === 'title' || name === 'slug') && problems[0]) fields[name] ??= problems[0];
      else other = true;
    }
  }
  return { fields, message: other ? settingsTexts.failedToSave : undefined };
}

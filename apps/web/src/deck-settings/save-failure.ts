import { ApiError } from '../api/client';
import { settingsTexts } from './texts';

/** The fields of the dialog a server answer may point at, in the order the form shows them. */
const CHECKED_FIELDS = ['title', 'slug', 'font_typekit', 'font_google', 'css_input'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

/** Problems shown under their inputs. */
export type FieldProblems = Partial<Record<CheckedField, string>>;

/** The first field, in the form's order, that has a problem. */
export const firstWithProblem = (problems: FieldProblems): CheckedField | undefined =>
  CHECKED_FIELDS.find((name) => problems[name] !== undefined);

/**
 * A failed save, sorted: a 422's problems with the title, the slug, the fonts or the custom CSS go
 * under those fields;
 * anything else reads 'Failed to save' (spec/000 §8).
 */
export function saveFailure(error: unknown): { fields: FieldProblems; message: string | undefined } {
  const failedToSave = { fields: {}, message: settingsTexts.failedToSave };
  if (!(error instanceof ApiError) || error.status !== 422 || !error.fields) return failedToSave;
  const fields: FieldProblems = {};
  let other = false;
  for (const [key, problems] of Object.entries(error.fields)) {
    const name = key.replace(/^deck\./, '');
    const checked = CHECKED_FIELDS.find((field) => field === name);
    if (checked && problems[0]) fields[checked] ??= problems[0];
    else other = true;
  }
  return { fields, message: other ? settingsTexts.failedToSave : undefined };
}

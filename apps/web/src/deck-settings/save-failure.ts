import { DECK_SCRIPT_MAX_COUNT } from '@lectern/domain';
import { ApiError } from '../api/client';
import { settingsTexts } from './texts';

/** The fields of the dialog a server answer may point at, in the order the form shows them. */
const FIELDS = ['title', 'slug', 'css_input'] as const;
/** A script URL row, by its index. */
export type ScriptField = `script_urls.${number}`;
export type CheckedField = (typeof FIELDS)[number] | ScriptField;

const scriptIndex = (name: string) => {
  const index = /^script_urls\.(\d+)$/.exec(name)?.[1];
  return index !== undefined && Number(index) < DECK_SCRIPT_MAX_COUNT ? Number(index) : undefined;
};

/** The dialog's field of that name, or undefined when it has none. */
function checkedField(name: string): CheckedField | undefined {
  return (
    FIELDS.find((field) => field === name) ?? (scriptIndex(name) === undefined ? undefined : (name as ScriptField))
  );
}

/** A field's place in the form: the fixed fields, then the script rows in order. */
const order = (field: CheckedField) =>
  FIELDS.indexOf(field as (typeof FIELDS)[number]) + 1 || FIELDS.length + 1 + scriptIndex(field)!;

/** Problems shown under their inputs. */
export type FieldProblems = Partial<Record<CheckedField, string>>;

/** The first field, in the form's order, that has a problem. */
export const firstWithProblem = (problems: FieldProblems): CheckedField | undefined =>
  (Object.keys(problems) as CheckedField[])
    .filter((name) => problems[name] !== undefined)
    .sort((a, b) => order(a) - order(b))[0];

/**
 * A failed save, sorted: a 422's problems with the title, the slug, the custom CSS or a script URL
 * go under those fields; anything else reads 'Failed to save' (spec/000 §8).
 */
export function saveFailure(error: unknown): { fields: FieldProblems; message: string | undefined } {
  const failedToSave = { fields: {}, message: settingsTexts.failedToSave };
  if (!(error instanceof ApiError) || error.status !== 422 || !error.fields) return failedToSave;
  const fields: FieldProblems = {};
  let other = false;
  for (const [key, problems] of Object.entries(error.fields)) {
    const checked = checkedField(key.replace(/^deck\./, ''));
    if (checked && problems[0]) fields[checked] ??= problems[0];
    else other = true;
  }
  return { fields, message: other ? settingsTexts.failedToSave : undefined };
}

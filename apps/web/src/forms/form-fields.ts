import { formFailure } from './form-failure';
import type { Field } from './use-field';

function focus(form: HTMLFormElement | null, name: string | undefined): void {
  if (!form || name === undefined) return;
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

/** Validates every field at once and focuses the first with a problem; answers whether all are fine. */
export function validateFields(form: HTMLFormElement, fields: Record<string, Field>): boolean {
  const invalid = Object.entries(fields)
    .filter(([, field]) => field.validate() !== undefined)
    .map(([name]) => name);
  focus(form, invalid[0]);
  return invalid.length === 0;
}

/** Shows a failed submit's problems under their fields, focuses the first, and answers the form's message. */
export function showFailure(
  form: HTMLFormElement | null,
  fields: Record<string, Field>,
  error: unknown,
): string | undefined {
  const failure = formFailure(error, Object.keys(fields));
  for (const [name, problem] of Object.entries(failure.fields)) fields[name]?.show(problem);
  focus(form, Object.keys(failure.fields)[0]);
  return failure.message;
}

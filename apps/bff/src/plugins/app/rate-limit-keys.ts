/** A field of a body that has not been validated yet, as a lowercase string (or ''). */
export function unvalidatedField(body: unknown, group: string, field: string): string {
  const value = (body as Record<string, Record<string, unknown> | undefined> | undefined)?.[group]?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

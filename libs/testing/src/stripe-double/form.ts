/** A form value as the provider's SDK encodes it: brackets for nesting (`items[0][price]`), numeric keys for arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** Reads `a[b][0][c]=v` pairs back into the nested objects and arrays the SDK encoded. */
export function parseForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const [head, ...rest] = name.split('[').map((part) => part.replace(/]$/, ''));
    let node: Record<string, FormValue> = root;
    const keys = [head!, ...rest];
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Record<string, FormValue>;
    });
  }
  return arraysFromIndices(root) as Record<string, FormValue>;
}

function arraysFromIndices(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, arraysFromIndices(inner)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key)))
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  return Object.fromEntries(entries);
}

export const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export const list = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value : []);

export const record = (value: FormValue | undefined): Record<string, FormValue> =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

/**
 * The fields of `wanted` that differ from `current`: what a change event carries. Lists and
 * objects are compared by value, so sending what is already there decides nothing.
 */
export function changedFields<Fields extends object>(current: Fields, wanted: Partial<Fields>): Partial<Fields> {
  return Object.fromEntries(
    Object.entries(wanted).filter(
      ([key, value]) => value !== undefined && JSON.stringify(current[key as keyof Fields]) !== JSON.stringify(value),
    ),
  ) as Partial<Fields>;
}

type Plain = Record<string, unknown>;

const isObject = (value: unknown): value is Plain => typeof value === 'object' && value !== null;

const idOf = (value: unknown) => (isObject(value) && typeof value.id === 'string' ? value.id : undefined);

/**
 * `next`, with every part equal to the same part of `previous` replaced by that part: what others
 * did not change keeps its identity, so what is drawn from it (the block being typed in) is left
 * alone. Items of a list with ids are matched by id, others by position.
 */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next) || !isObject(previous) || !isObject(next)) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    const byId = new Map(previous.map((item) => [idOf(item), item]));
    const items = next.map((item, index) =>
      keepUnchanged(idOf(item) === undefined ? previous[index] : byId.get(idOf(item)), item),
    );
    const same = items.length === previous.length && items.every((item, index) => item === previous[index]);
    return (same ? previous : items) as T;
  }
  if (Array.isArray(previous)) return next;
  const keys = Object.keys(next);
  const merged: Plain = {};
  let same = keys.length === Object.keys(previous).length;
  for (const key of keys) {
    merged[key] = keepUnchanged(previous[key], (next as Plain)[key]);
    if (merged[key] !== previous[key] || !(key in previous)) same = false;
  }
  return (same ? previous : merged) as T;
}

/**
 * Structural sharing for JSON-shaped data (pure): `next`, with every part deep-equal to the same part
 * of `previous` replaced by that part, so a component memoised on it sees the same object and skips its
 * render. `previous` itself when all of it is equal, `next` itself when none of it is. Arrays and
 * plain objects are walked; anything else (a class instance, a function) is kept from `next` unless it
 * is the very same value.
 */
export function keepEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const items = next.map((item, index) => keepEqual(previous[index], item));
    const same = items.length === previous.length && items.every((item, index) => item === previous[index]);
    if (same) return previous as T;
    return (items.every((item, index) => item === next[index]) ? next : items) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const nextKeys = Object.keys(next);
    const result: Record<string, unknown> = {};
    let same = nextKeys.length === Object.keys(previous).length;
    let none = true;
    for (const key of nextKeys) {
      result[key] = keepEqual(previous[key], next[key]);
      same &&= Object.prototype.hasOwnProperty.call(previous, key) && result[key] === previous[key];
      none &&= result[key] === next[key];
    }
    if (same) return previous as T;
    return (none ? next : result) as T;
  }
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

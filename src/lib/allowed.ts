/** The one answer to "is this value one we allow": used by every reader of stored or requested values. */

/** `value` when it is one of `allowed`, else null (non-strings, garbage and markup included). */
export function allowedValue<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** A parser for a fixed set of values, for storage and cookie slots. */
export function oneOf<T extends string>(allowed: readonly T[]): (raw: unknown) => T | null {
  return (raw) => allowedValue(raw, allowed);
}

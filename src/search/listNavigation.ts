/** Keyboard movement through the result list (pure). */

/**
 * The active entry after an arrow key: down from "none" goes to the first, up to the last, and both
 * wrap around; an empty list has no active entry.
 */
export function moveActive(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}

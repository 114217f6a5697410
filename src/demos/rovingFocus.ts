/**
 * Roving focus of a toolbar (pure): which item an arrow key, Home or End moves to. Arrows follow the
 * reading direction (in RTL the right arrow goes back) and wrap around.
 */
export function rovingTarget(key: string, index: number, count: number, rtl: boolean): number | null {
  if (count === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  return null;
}

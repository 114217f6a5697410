import { rovingTarget } from './rovingFocus';

describe('rovingTarget', () => {
  it.each<[string, number, boolean, number | null]>([
    ['ArrowRight', 0, false, 1],
    ['ArrowRight', 3, false, 0],
    ['ArrowLeft', 0, false, 3],
    ['ArrowRight', 1, true, 0],
    ['ArrowLeft', 3, true, 0],
    ['Home', 2, false, 0],
    ['End', 0, true, 3],
    ['ArrowDown', 1, false, null],
    ['a', 1, false, null],
  ])('%s from %i (rtl %s) goes to %s', (key, index, rtl, expected) => {
    expect(rovingTarget(key, index, 4, rtl)).toBe(expected);
  });

  it('goes nowhere in an empty toolbar', () => {
    expect(rovingTarget('Home', 0, 0, false)).toBeNull();
  });
});

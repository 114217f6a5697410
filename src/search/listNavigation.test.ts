import { moveActive } from './listNavigation';

describe('moveActive', () => {
  it.each([
    [-1, 1, 5, 0],
    [-1, -1, 5, 4],
    [0, 1, 5, 1],
    [4, 1, 5, 0],
    [0, -1, 5, 4],
    [2, -1, 5, 1],
    [7, 1, 5, 0],
    [0, 1, 0, -1],
    [3, -1, 0, -1],
  ] as const)('from %i by %i in %i entries -> %i', (current, delta, count, expected) => {
    expect(moveActive(current, delta, count)).toBe(expected);
  });
});

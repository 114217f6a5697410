import { isSampled, parseSplit, WEB_VITALS_RATIO } from './sampling';

describe('isSampled', () => {
  it.each([
    [0, 0.1, true],
    [0.0999, 0.1, true],
    [0.1, 0.1, false],
    [0.5, 0.1, false],
    [0.00009, WEB_VITALS_RATIO, true],
    [0.0001, WEB_VITALS_RATIO, false],
    [0.999, 1, true],
    [0, 0, false],
    [0, -1, false],
    [0, Number.NaN, false],
  ])('draw %p, ratio %p -> %p', (draw, ratio, expected) => {
    expect(isSampled(() => draw, ratio)).toBe(expected);
  });

  it('does not draw when the answer is known', () => {
    const random = jest.fn(() => 0.5);
    isSampled(random, 1);
    isSampled(random, 0);
    expect(random).not.toHaveBeenCalled();
  });

  it('samples about the asked share (fixed sequence)', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const hits = Array.from({ length: 10_000 }, () => isSampled(random, 0.1)).filter(Boolean).length;
    expect(hits).toBeGreaterThan(900);
    expect(hits).toBeLessThan(1100);
  });
});

describe('parseSplit', () => {
  it.each([
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['  ', 1],
    ['0.1', 0.1],
    [' 0.5 ', 0.5],
    ['1', 1],
    ['0', 0],
    ['2', 1],
    ['-1', 0],
    ['abc', 1],
    ['NaN', 1],
    ['Infinity', 1],
  ])('%p -> %p', (value, expected) => {
    expect(parseSplit(value)).toBe(expected);
  });
});

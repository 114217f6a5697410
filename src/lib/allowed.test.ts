import { allowedValue, oneOf } from './allowed';

describe('allowedValue', () => {
  it.each([
    ['dark', 'dark'],
    ['Dark', null],
    ['', null],
    [' dark', null],
    [null, null],
    [undefined, null],
    [42, null],
    [['dark'], null],
    ['<script>alert(1)</script>', null],
  ])('%p -> %p', (value, expected) => {
    expect(allowedValue(value, ['light', 'dark'])).toBe(expected);
    expect(oneOf(['light', 'dark'])(value)).toBe(expected);
  });
});

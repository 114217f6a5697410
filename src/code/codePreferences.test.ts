import {
  resolveCodeStyling,
  resolveCodeVariant,
  stylingFromHash,
  variantFromHash,
} from './codePreferences';

const HOSTILE = '#<img src=x onerror=alert(1)>.tsx';
const ENCODED_HOSTILE = '#%3Cimg%20src=x%20onerror=alert(1)%3E.js';
const HUGE = `#${'a'.repeat(10_000)}.js`;

describe('resolveCodeVariant (hash, then cookie, then TS)', () => {
  it.each<[string, string | null | undefined, unknown, 'JS' | 'TS']>([
    ['tsx hash, no cookie', '#BasicGrid.tsx', undefined, 'TS'],
    ['js hash, no cookie', '#BasicGrid.js', undefined, 'JS'],
    ['js hash beats a TS cookie', '#BasicGrid.js', 'TS', 'JS'],
    ['tsx hash beats a JS cookie', '#BasicGrid.tsx', 'JS', 'TS'],
    ['hash without #', 'system-BasicGrid.js', 'TS', 'JS'],
    ['no hash, JS cookie', '', 'JS', 'JS'],
    ['no hash, TS cookie', '', 'TS', 'TS'],
    ['null hash, JS cookie', null, 'JS', 'JS'],
    ['undefined hash, no cookie', undefined, undefined, 'TS'],
    ['heading hash falls to the cookie', '#basic-sorting', 'JS', 'JS'],
    ['.ts is not a demo hash', '#BasicGrid.ts', 'JS', 'JS'],
    ['.jsx is not a demo hash', '#BasicGrid.jsx', 'JS', 'JS'],
    ['hash must end with the extension', '#BasicGrid.tsx-more', 'JS', 'JS'],
    ['lower-case cookie is not a value', '', 'js', 'TS'],
    ['garbage cookie', '', '<script>alert(1)</script>', 'TS'],
    ['JSON cookie', '', '{"v":"JS"}', 'TS'],
    ['number cookie', '', 1, 'TS'],
    ['hostile markup hash is ignored', HOSTILE, 'JS', 'JS'],
    ['percent-encoded hostile hash is ignored', ENCODED_HOSTILE, 'TS', 'TS'],
    ['10 000-character hash is ignored', HUGE, 'TS', 'TS'],
  ])('%s', (_label, hash, cookie, expected) => {
    expect(resolveCodeVariant(hash, cookie)).toBe(expected);
  });
});

describe('resolveCodeStyling (demo hash, then cookie, then MUI System)', () => {
  it.each<[string, string | null | undefined, unknown, string]>([
    ['tailwind tsx hash', '#tailwind-CustomTreeItem.tsx', undefined, 'Tailwind'],
    ['css js hash', '#css-CustomTreeItem.js', undefined, 'CSS'],
    ['system tsx hash beats a Tailwind cookie', '#system-CustomTreeItem.tsx', 'Tailwind', 'MUI System'],
    ['tailwind hash beats a CSS cookie', '#tailwind-CustomTreeItem.js', 'CSS', 'Tailwind'],
    ['styling word without a demo extension falls to the cookie', '#tailwind-usage', 'CSS', 'CSS'],
    ['demo hash without a styling word falls to the cookie', '#CustomTreeItem.tsx', 'Tailwind', 'Tailwind'],
    ['no hash, Tailwind cookie', '', 'Tailwind', 'Tailwind'],
    ['no hash, CSS cookie', '', 'CSS', 'CSS'],
    ['no hash, MUI System cookie', '', 'MUI System', 'MUI System'],
    ['no hash, no cookie', '', undefined, 'MUI System'],
    ['unknown cookie', '', 'Bootstrap', 'MUI System'],
    ['cookie in another case', '', 'tailwind', 'MUI System'],
    ['hostile hash', '#<img src=x onerror=alert(1)>tailwind-.tsx', 'CSS', 'CSS'],
    ['huge hash', `#tailwind-${'a'.repeat(10_000)}.tsx`, undefined, 'MUI System'],
  ])('%s', (_label, hash, cookie, expected) => {
    expect(resolveCodeStyling(hash, cookie)).toBe(expected);
  });
});

describe('hash readers', () => {
  it.each([
    ['#A.tsx', 'TS'],
    ['#A.js', 'JS'],
    ['#A.css', null],
    ['#', null],
    ['', null],
  ])('variantFromHash(%s) = %s', (hash, expected) => {
    expect(variantFromHash(hash)).toBe(expected);
  });

  it.each([
    ['#tailwind-A.tsx', 'Tailwind'],
    ['#css-A.tsx', 'CSS'],
    ['#system-A.js', 'MUI System'],
    ['#tailwind-A.css', null],
    ['#A.tsx', null],
  ])('stylingFromHash(%s) = %s', (hash, expected) => {
    expect(stylingFromHash(hash)).toBe(expected);
  });
});

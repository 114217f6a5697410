import { parseColorScheme, parseDirection, parseMode, prePaintScript, STORAGE_KEYS } from './preferences';

describe('parseMode', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    ['banana', 'system'],
    ['DARK', 'system'],
    ['"dark"', 'system'],
    ['{"mode":"dark"}', 'system'],
    ['<img src=x onerror=alert(1)>', 'system'],
    ['', 'system'],
    [null, 'system'],
    [undefined, 'system'],
    [42, 'system'],
  ])('%p -> %s', (value, expected) => {
    expect(parseMode(value)).toBe(expected);
  });
});

describe('parseDirection', () => {
  it.each([
    ['rtl', 'rtl'],
    ['ltr', 'ltr'],
    ['RTL', 'ltr'],
    ['auto', 'ltr'],
    [null, 'ltr'],
    [{}, 'ltr'],
  ])('%p -> %s', (value, expected) => {
    expect(parseDirection(value)).toBe(expected);
  });
});

describe('parseColorScheme', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['sepia', null],
    [undefined, null],
  ])('%p -> %p', (value, expected) => {
    expect(parseColorScheme(value)).toBe(expected);
  });
});

describe('prePaintScript', () => {
  function run(stored: Record<string, string>, storage: 'real' | 'throws' = 'real') {
    localStorage.clear();
    Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value));
    document.documentElement.setAttribute('dir', 'ltr');
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    if (storage === 'throws') {
      Object.defineProperty(window, 'localStorage', { configurable: true, get: () => { throw new Error('SecurityError'); } });
    }
    try {
      // eslint-disable-next-line no-new-func
      new Function(prePaintScript())();
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  }

  it('applies a stored RTL direction before paint', () => {
    run({ [STORAGE_KEYS.direction]: 'rtl' });
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('removes values the site does not know and keeps valid ones', () => {
    run({ 'mui-mode': 'banana', 'mui-color-scheme-dark': '<b>x</b>', 'mui-color-scheme-light': 'light', 'mui-direction': '{}' });
    expect(localStorage.getItem('mui-mode')).toBeNull();
    expect(localStorage.getItem('mui-color-scheme-dark')).toBeNull();
    expect(localStorage.getItem('mui-color-scheme-light')).toBe('light');
    expect(localStorage.getItem('mui-direction')).toBeNull();
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('does nothing, silently, when storage throws', () => {
    expect(() => run({}, 'throws')).not.toThrow();
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });
});

import Cookies from 'js-cookie';
import { createCookieSlot } from './cookies';
import { oneOf } from './allowed';

const variant = createCookieSlot('codeVariant', oneOf(['JS', 'TS'] as const));
const styling = createCookieSlot('codeStyling', oneOf(['MUI System', 'Tailwind', 'CSS'] as const));

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

afterEach(() => {
  jest.restoreAllMocks();
  clearCookies();
});

describe('cookie slot', () => {
  it('writes path=/, one year, SameSite=Lax, URI-encoded', () => {
    const written: string[] = [];
    const set = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    expect(styling.write('MUI System')).toBe(true);
    set.mockRestore();
    expect(written).toEqual(['codeStyling=MUI%20System; path=/; max-age=31536000; sameSite=Lax']);
  });

  it.each(['MUI System', 'Tailwind', 'CSS'] as const)('reads back %s', (value) => {
    expect(styling.write(value)).toBe(true);
    expect(styling.read()).toBe(value);
  });

  it.each(['ts', '<img src=x onerror=alert(1)>', '', '{"a":1}'])('reads a cookie holding %p as absent', (value) => {
    document.cookie = `codeVariant=${encodeURIComponent(value)}; path=/`;
    expect(variant.read()).toBeNull();
  });

  it('refuses to write a value it does not allow', () => {
    expect(variant.write('Python' as 'JS')).toBe(false);
    expect(document.cookie).not.toContain('codeVariant');
  });

  it('survives a cookie that does not decode, and one never written', () => {
    expect(variant.read()).toBeNull();
    document.cookie = 'codeVariant=%E0%A4%A; path=/';
    expect(variant.read()).toBeNull();
  });

  it('survives a document whose cookies throw', () => {
    const get = jest.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const set = jest.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(variant.read()).toBeNull();
    expect(variant.write('JS')).toBe(false);
    // Accessor spies are restored by hand: the cleanup below reads the real cookies.
    get.mockRestore();
    set.mockRestore();
  });
});

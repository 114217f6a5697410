import Cookies from 'js-cookie';
import { COOKIE_MAX_AGE, readCookie, writeCookie } from './cookies';

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

afterEach(() => {
  jest.restoreAllMocks();
  clearCookies();
});

describe('cookie door', () => {
  it('writes path=/, one year, SameSite=Lax, URI-encoded', () => {
    const written: string[] = [];
    const set = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    expect(writeCookie('codeStyling', 'MUI System')).toBe(true);
    set.mockRestore();
    expect(written).toEqual(['codeStyling=MUI%20System; path=/; max-age=31536000; sameSite=Lax']);
    expect(COOKIE_MAX_AGE).toBe(31536000);
  });

  it.each([
    ['codeVariant', 'JS'],
    ['codeVariant', 'TS'],
    ['codeStyling', 'Tailwind'],
    ['codeStyling', 'MUI System'],
    ['codeStyling', 'CSS'],
  ])('reads back %s=%s', (name, value) => {
    expect(writeCookie(name, value)).toBe(true);
    expect(readCookie(name)).toBe(value);
  });

  it.each([
    ['codeVariant', 'ts'],
    ['codeVariant', '<img src=x onerror=alert(1)>'],
    ['codeVariant', ''],
    ['codeStyling', 'Bootstrap'],
    ['codeStyling', '{"a":1}'],
  ])('hides a %s cookie holding %p', (name, value) => {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
    expect(readCookie(name)).toBeNull();
  });

  it('refuses to write a value the name does not allow', () => {
    expect(writeCookie('codeVariant', 'Python')).toBe(false);
    expect(readCookie('codeVariant')).toBeNull();
  });

  it('survives a cookie that does not decode', () => {
    document.cookie = 'codeVariant=%E0%A4%A; path=/';
    expect(readCookie('codeVariant')).toBeNull();
  });

  it('is absent when never written', () => {
    expect(readCookie('codeVariant')).toBeNull();
  });

  it('survives a document whose cookies throw', () => {
    const get = jest.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const set = jest.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readCookie('codeVariant')).toBeNull();
    expect(writeCookie('codeVariant', 'JS')).toBe(false);
    get.mockRestore();
    set.mockRestore();
  });
});

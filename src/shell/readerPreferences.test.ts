import { readerPreferences } from './readerPreferences';

afterEach(() => {
  document.documentElement.removeAttribute('data-mui-color-scheme');
  document.cookie = 'codeVariant=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('readerPreferences', () => {
  it('reads the code variant cookie and the colour scheme in use', () => {
    document.documentElement.setAttribute('data-mui-color-scheme', 'dark');
    document.cookie = 'codeVariant=JS; path=/';
    expect(readerPreferences()).toEqual({ codeVariant: 'JS', colorScheme: 'dark' });
  });

  it('falls back to TS and light for missing or invalid values', () => {
    document.documentElement.setAttribute('data-mui-color-scheme', '<b>');
    document.cookie = 'codeVariant=<script>; path=/';
    expect(readerPreferences()).toEqual({ codeVariant: 'TS', colorScheme: 'light' });
  });
});

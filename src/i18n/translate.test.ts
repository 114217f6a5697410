import { createTranslator, interpolate, lookup, translatedPageTitle, type Dictionary } from './translate';

const english: Dictionary = {
  nav: { loading: 'Loading…', openSection: 'Open {title}' },
  greeting: 'Hello {name}, you have {count} pages',
  pages: { '/x/react-charts': 'Charts' },
};
const chinese: Dictionary = {
  nav: { loading: '加载中…' },
  pages: { '/x/react-charts-group': '图表', '/x/blank': '  ' },
};

describe('lookup', () => {
  it.each<[string, Dictionary | undefined, string, string | undefined]>([
    ['a nested key', english, 'nav.loading', 'Loading…'],
    ['a top-level key', english, 'greeting', 'Hello {name}, you have {count} pages'],
    ['a branch, not a string', english, 'nav', undefined],
    ['a missing leaf', english, 'nav.missing', undefined],
    ['a path through a string', english, 'greeting.more', undefined],
    ['an empty key', english, '', undefined],
    ['no dictionary', undefined, 'nav.loading', undefined],
    ['an inherited property', english, 'toString', undefined],
    ['a prototype path', english, '__proto__.toString', undefined],
  ])('%s', (_label, dictionary, key, expected) => {
    expect(lookup(dictionary, key)).toBe(expected);
  });
});

describe('interpolate', () => {
  it.each<[string, Record<string, string | number> | undefined, string]>([
    ['Open {title}', { title: 'Charts' }, 'Open Charts'],
    ['{a} and {a}', { a: 'x' }, 'x and x'],
    ['{count} pages', { count: 3 }, '3 pages'],
    ['Open {title}', {}, 'Open {title}'],
    ['Open {title}', undefined, 'Open {title}'],
    ['No placeholder', { title: 'x' }, 'No placeholder'],
    ['{constructor}', {}, '{constructor}'],
  ])('%s with %p', (template, values, expected) => {
    expect(interpolate(template, values)).toBe(expected);
  });
});

describe('createTranslator', () => {
  const make = (language: string, isProduction = false) => {
    const warn = jest.fn();
    const t = createTranslator({ language, dictionary: language === 'zh' ? chinese : {}, fallback: english, isProduction, warn, warned: new Set() });
    return { t, warn };
  };

  it.each<[string, string, string, Record<string, string> | undefined, string]>([
    ['English', 'en', 'nav.loading', undefined, 'Loading…'],
    ['English with values', 'en', 'nav.openSection', { title: 'Charts' }, 'Open Charts'],
    ['the translation', 'zh', 'nav.loading', undefined, '加载中…'],
    ['English when the translation is missing', 'zh', 'nav.openSection', { title: '图表' }, 'Open 图表'],
    ['the key when English is missing too', 'zh', 'nav.nowhere', undefined, 'nav.nowhere'],
    ['English for a language without a file', 'fr', 'nav.loading', undefined, 'Loading…'],
  ])('gives %s', (_label, language, key, values, expected) => {
    expect(make(language).t(key, values)).toBe(expected);
  });

  it('warns once per missing key and language outside production', () => {
    const { t, warn } = make('zh');
    t('nav.openSection');
    t('nav.openSection');
    t('greeting');
    t('nav.loading');
    expect(warn.mock.calls).toEqual([['Missing translation for zh:nav.openSection'], ['Missing translation for zh:greeting']]);
  });

  it('warns about a key English lacks as well', () => {
    const { t, warn } = make('en');
    t('nav.nowhere');
    t('nav.nowhere');
    expect(warn.mock.calls).toEqual([['Missing translation for en:nav.nowhere']]);
  });

  it('stays quiet in production', () => {
    const { t, warn } = make('zh', true);
    expect(t('nav.openSection', { title: 'x' })).toBe('Open x');
    expect(t('nav.nowhere')).toBe('nav.nowhere');
    expect(warn).not.toHaveBeenCalled();
  });

  it('shares the warned set so a key warns once per session across translators', () => {
    const warned = new Set<string>();
    const warn = jest.fn();
    const options = { language: 'zh', dictionary: chinese, fallback: english, isProduction: false, warn, warned };
    createTranslator(options)('greeting');
    createTranslator(options)('greeting');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns through console.warn by default', () => {
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => {});
    createTranslator({ language: 'zh', dictionary: chinese, fallback: english, isProduction: false, warned: new Set() })('greeting');
    expect(spy).toHaveBeenCalledWith('Missing translation for zh:greeting');
    spy.mockRestore();
  });
});

describe('translatedPageTitle', () => {
  it.each<[string, Dictionary | undefined, string, string | undefined]>([
    ['a translated title', chinese, '/x/react-charts-group', '图表'],
    ['an untranslated page', chinese, '/x/react-charts', undefined],
    ['a blank translation', chinese, '/x/blank', undefined],
    ['a file without pages', { nav: { loading: 'x' } }, '/x/react-charts', undefined],
    ['pages that is a string', { pages: 'oops' }, '/x/react-charts', undefined],
    ['no dictionary', undefined, '/x/react-charts', undefined],
    ['an inherited name', chinese, 'constructor', undefined],
  ])('%s', (_label, dictionary, pathname, expected) => {
    expect(translatedPageTitle(dictionary, pathname)).toBe(expected);
  });
});

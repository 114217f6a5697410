import { hasLocalizedPage, languageTag } from './languages';

const zh = { pages: { '/x/react-charts': '概览', '/x/react-charts-group': '图表', '/x/api/charts/bar-chart': '条形图', 'https://mui.com/x/whats-new/': '新功能' } };

describe('hasLocalizedPage', () => {
  it.each<[string, string, boolean]>([
    ['a guide page with a translated title', '/x/react-charts', true],
    ['a group with a translated title', '/x/react-charts-group', true],
    ['a page without a translated title', '/x/react-charts/bars', false],
    ['an API page (generated in English only)', '/x/api/charts/bar-chart', false],
    ['an external link', 'https://mui.com/x/whats-new/', false],
    ['a hash entry', '/x/react-charts#top', false],
  ])('%s', (_label, pathname, expected) => {
    expect(hasLocalizedPage(pathname, zh)).toBe(expected);
  });

  it('is false without a dictionary or a string pathname', () => {
    expect(hasLocalizedPage('/x/react-charts', undefined)).toBe(false);
    expect(hasLocalizedPage(undefined as unknown as string, zh)).toBe(false);
  });
});

describe('languageTag', () => {
  it.each<[string, string]>([
    ['en', 'en'],
    ['zh', 'zh-Hans'],
    ['fr', 'fr'],
    ['constructor', 'constructor'],
  ])('%s -> %s', (language, expected) => {
    expect(languageTag(language)).toBe(expected);
  });
});

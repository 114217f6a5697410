import pages from '../../data/pages';
import zh from '../../translations/translations-zh.json';
import en from '../../translations/translations.json';
import { dictionaryFor, translationsForPage } from './pageTranslations';
import type { NavPage } from '../contracts';

const TOP_GROUPS = pages.filter((page) => page.children?.length).map((page) => page.pathname);
const OVERVIEWS = ['/x/introduction', '/x/react-data-grid', '/x/react-date-pickers', '/x/react-charts', '/x/react-tree-view'];

describe('translations-zh.json', () => {
  it('has the shape {"pages": {pathname: title}} with Chinese titles', () => {
    expect(Object.keys(zh)).toEqual(['pages']);
    for (const [pathname, title] of Object.entries(zh.pages)) {
      expect(typeof pathname).toBe('string');
      expect(title).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('translates every top-level group and every product overview page of the tree', () => {
    const titles = zh.pages as Record<string, string>;
    for (const pathname of [...TOP_GROUPS, ...OVERVIEWS]) {
      expect(titles[pathname]).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('only names pathnames that exist in the tree', () => {
    const all = new Set<string>();
    const visit = (page: NavPage) => {
      all.add(page.pathname);
      page.children?.forEach(visit);
    };
    pages.forEach(visit);
    expect(Object.keys(zh.pages).filter((pathname) => !all.has(pathname))).toEqual([]);
  });
});

describe('translations.json', () => {
  it('holds only non-empty strings', () => {
    const check = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        expect(node.trim()).not.toBe('');
        return;
      }
      expect(node && typeof node === 'object' ? path : `not an object: ${path}`).toBe(path);
      Object.entries(node as object).forEach(([key, value]) => check(value, `${path}.${key}`));
    };
    check(en, 'en');
  });
});

describe('dictionaryFor', () => {
  it.each<[string, object]>([
    ['en', {}],
    ['zh', zh],
    ['fr', {}],
    ['__proto__', {}],
  ])('%s', (language, expected) => {
    expect(dictionaryFor(language)).toEqual(expected);
  });
});

describe('translationsForPage', () => {
  const tree: NavPage[] = [
    { pathname: '/x/react-charts-group', children: [{ pathname: '/x/react-charts' }, { pathname: '/x/react-charts/bars' }] },
  ];

  it('is empty for English (the bundle has it)', () => {
    expect(translationsForPage(tree, 'en')).toEqual({});
  });

  it('carries only the titles of pages in the tree, not the whole file', () => {
    expect(translationsForPage(tree, 'zh')).toEqual({ pages: { '/x/react-charts-group': '图表', '/x/react-charts': '概览' } });
  });

  it('is empty for a language without a file', () => {
    expect(translationsForPage(tree, 'fr')).toEqual({});
  });
});

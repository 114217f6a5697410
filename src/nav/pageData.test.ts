import pages from '../../data/pages';
import { getPageData } from './pageData';

describe('getPageData', () => {
  it('derives everything the frame needs from the path', () => {
    const data = getPageData(pages, '/x/react-data-grid/column-pinning/', { title: 'Column pinning', description: 'Pin columns.' });
    expect(data).toMatchObject({
      pathname: '/x/react-data-grid/column-pinning',
      title: 'Column pinning',
      description: 'Pin columns.',
      productId: 'x-data-grid',
      productCategoryId: 'x',
      productName: 'Data Grid',
      userLanguage: 'en',
      plan: 'pro',
      activeChain: ['/x/react-data-grid/column-pinning', '/x/react-data-grid/columns', '/x/react-data-grid/main-features', '/x/react-data-grid-group'],
    });
  });

  it('reads the language prefix and the hash away', () => {
    const data = getPageData(pages, '/zh/x/react-charts/bars/#basics');
    expect(data.userLanguage).toBe('zh');
    expect(data.pathname).toBe('/x/react-charts/bars');
    expect(data.productName).toBe('Charts');
    expect(data.title).toBe('Bars overview');
  });

  it('carries no translations on English pages (English ships with the bundle)', () => {
    const data = getPageData(pages, '/x/react-charts/');
    expect(data.userLanguage).toBe('en');
    expect(data.translations).toEqual({});
    // Five guides and each product are titled "Overview" in the drawer: the tab names the group too.
    expect(data.title).toBe('Charts: overview');
    expect(getPageData(pages, '/x/react-data-grid/row-grouping/', { title: 'Overview' }).title).toBe('Row grouping: overview');
  });

  it('carries the Chinese titles the drawer needs on a Chinese page, and uses its own', () => {
    const data = getPageData(pages, '/zh/x/react-charts/', { title: 'Overview', description: 'Charts.' });
    expect(data.userLanguage).toBe('zh');
    expect(data.pathname).toBe('/x/react-charts');
    expect(data.title).toBe('概览');
    const titles = data.translations.pages as Record<string, string>;
    expect(titles['/x/react-data-grid-group']).toBe('数据表格');
    expect(titles['/x/react-charts-group']).toBe('图表');
    expect(data.nav?.find((item) => item.pathname === '/x/react-charts-group')?.title).toBe('Charts');
  });

  it('keeps English titles for Chinese pages without a translation', () => {
    expect(getPageData(pages, '/zh/x/react-charts/bars/', { title: 'Bars overview' }).title).toBe('Bars overview');
  });

  it('maps API pages to their product', () => {
    expect(getPageData(pages, '/x/api/date-pickers/date-picker/').productId).toBe('x-date-pickers');
  });

  it('falls back to MUI X for pages outside a product or outside the tree', () => {
    const intro = getPageData(pages, '/x/introduction/installation/');
    expect(intro.productName).toBe('MUI X');
    expect(intro.title).toBe('Installation');
    const missing = getPageData(pages, '/404/');
    expect(missing).toMatchObject({ title: 'MUI X', productId: 'null', productCategoryId: 'null', activeChain: [] });
    expect(missing.plan).toBeUndefined();
    expect(missing.nav?.every((item) => item.children === undefined)).toBe(true);
  });
});

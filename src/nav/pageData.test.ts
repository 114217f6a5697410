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
    expect(missing.nav.every((item) => item.children === undefined)).toBe(true);
  });
});

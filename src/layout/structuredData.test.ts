import { breadcrumbList, breadcrumbScript, jsonForScript } from './structuredData';
import { makePageData } from '../../test-utils/pageData';

describe('breadcrumbList', () => {
  const crumbs = [
    { pathname: '/x/react-data-grid-group', title: 'Data Grid', href: '/x/react-data-grid/' },
    { pathname: '/x/react-data-grid/main-features', title: 'Main features' },
    { pathname: '/x/react-data-grid/columns', title: 'Columns', href: '/x/react-data-grid/column-definition/' },
  ];

  it('lists the linked ancestors and the page with absolute URLs, numbered from 1', () => {
    expect(breadcrumbList(crumbs, { title: 'Column pinning', pathname: '/x/react-data-grid/column-pinning' }, 'https://docs.example.com')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Data Grid', item: 'https://docs.example.com/x/react-data-grid/' },
        { '@type': 'ListItem', position: 2, name: 'Columns', item: 'https://docs.example.com/x/react-data-grid/column-definition/' },
        { '@type': 'ListItem', position: 3, name: 'Column pinning', item: 'https://docs.example.com/x/react-data-grid/column-pinning/' },
      ],
    });
  });

  it('names the steps as the page shows them (translated titles)', () => {
    const list = breadcrumbList(crumbs.slice(0, 1), { title: '排序', pathname: '/x/react-data-grid/sorting' }, 'https://h', (crumb) => `${crumb.title}!`);
    expect(list?.itemListElement.map((item) => item.name)).toEqual(['Data Grid!', '排序']);
  });

  it('gives nothing for a page without ancestors', () => {
    expect(breadcrumbList([], { title: 'Home', pathname: '/x/' }, 'https://h')).toBeNull();
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element it is written into', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('breadcrumbScript', () => {
  const crumbs = [{ pathname: '/x/react-charts-group', title: 'Charts', href: '/x/react-charts/' }];

  it('gives the JSON-LD of a page, its steps named in the page\'s language', () => {
    const page = makePageData({ pathname: '/x/react-charts/bars', title: '条形图', breadcrumbs: crumbs, translations: { pages: { '/x/react-charts-group': '图表' } } });
    expect(JSON.parse(breadcrumbScript(page, 'https://h')!).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '图表', item: 'https://h/x/react-charts/' },
      { '@type': 'ListItem', position: 2, name: '条形图', item: 'https://h/x/react-charts/bars/' },
    ]);
  });

  it.each([
    ['no page data (a page without props)', undefined],
    ['a page kept out of search', makePageData({ breadcrumbs: crumbs, noIndex: true })],
    ['a page without a trail', makePageData({ breadcrumbs: [] })],
    ['props from an older build without breadcrumbs', { ...makePageData(), breadcrumbs: undefined as never }],
  ])('gives nothing for %s', (_label, page) => {
    expect(breadcrumbScript(page, 'https://h')).toBeNull();
  });
});

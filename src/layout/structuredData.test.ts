import { breadcrumbList, jsonForScript } from './structuredData';

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

import { versionLinks } from './versions';

const host = 'https://mui.com';

describe('versionLinks', () => {
  it('lists the grid versions down to v4', () => {
    expect(versionLinks('x-data-grid', host)).toEqual([
      { text: 'v8.5.0', href: 'https://mui.com/x/react-data-grid/', current: true },
      { text: 'v7', href: 'https://v7.mui.com/x/react-data-grid/' },
      { text: 'v6', href: 'https://v6.mui.com/x/react-data-grid/' },
      { text: 'v5', href: 'https://v5.mui.com/x/react-data-grid/' },
      { text: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
    ]);
  });

  it('lists the pickers with their v5 page', () => {
    expect(versionLinks('x-date-pickers', host).map((link) => link.href)).toEqual([
      'https://mui.com/x/react-date-pickers/',
      'https://v7.mui.com/x/react-date-pickers/',
      'https://v6.mui.com/x/react-date-pickers/',
      'https://v5.mui.com/x/react-date-pickers/getting-started/',
    ]);
  });

  it('lists charts down to v6 and tree view with its v6 page', () => {
    expect(versionLinks('x-charts', host).map((link) => link.text)).toEqual(['v8.5.0', 'v7', 'v6']);
    expect(versionLinks('x-tree-view', host).map((link) => link.href)).toEqual([
      'https://mui.com/x/react-tree-view/',
      'https://v7.mui.com/x/react-tree-view/',
      'https://v6.mui.com/x/react-tree-view/getting-started',
    ]);
  });

  it.each([['null'], ['x'], ['material-ui'], ['']])('falls back to the MUI X list for %p', (productId) => {
    const links = versionLinks(productId, host);
    expect(links[0]).toEqual({ text: 'v8.5.0', href: 'https://mui.com/x/introduction/', current: true });
    expect(links.at(-1)?.text).toBe('v4');
  });

  it('uses the configured host for the current version only', () => {
    const links = versionLinks('x-charts', 'https://docs.example.com');
    expect(links[0].href).toBe('https://docs.example.com/x/react-charts/');
    expect(links[1].href).toBe('https://v7.mui.com/x/react-charts/');
  });
});

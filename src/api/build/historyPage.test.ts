import fs from 'node:fs';
import path from 'node:path';
import { changesPageMarkdown, CHANGES_PAGE } from './historyPage';
import { parseApiHistory, type ApiHistoryFile } from './apiHistory';
import type { NavPage } from '../../contracts';
import pages from '../../../data/pages';
import { products } from '../../../data/products';

const file: ApiHistoryFile = {
  source: 'test',
  releases: { 'data-grid': ['8.0.0', '8.3.0', '8.5.0'], 'tree-view': ['8.0.0', '8.3.0', '8.5.0', '8.6.0'] },
  pages: {
    '/x/api/data-grid/data-grid-premium': {
      sections: {
        props: {
          multipleColumnsSortingMode: { since: '8.5.0' },
          rowsLoadingMode: { deprecated: '8.3.0', deprecation: 'Use `dataSource`.' },
          gone: { since: '8.3.0', removed: '8.5.0' },
        },
        slots: { bottomBar: { since: '8.5.0' } },
        classes: { 'cell--pinned': { since: '8.5.0' }, 'cell--a': { since: '8.5.0' } },
      },
    },
    '/x/api/data-grid/grid-col-def': { sections: { members: { sortingOrder: { since: '8.3.0', deprecated: '8.5.0' } } } },
    '/x/api/tree-view/rich-tree-view-pro': { since: '8.6.0', sections: {} },
    '/x/api/tree-view/old-thing': { removed: '8.3.0', sections: { props: { a: { since: '8.3.0' } } } },
  },
  deprecatedAtFirst: { '/x/api/data-grid/data-grid-premium': { props: ['autoHeight', 'onFetchRows'], slots: ['footer'] } },
};

const titles: Record<string, string> = {
  '/x/api/data-grid/data-grid-premium': 'DataGridPremium',
  '/x/api/data-grid/grid-col-def': 'GridColDef',
  '/x/api/tree-view/rich-tree-view-pro': 'RichTreeViewPro',
};
const names: Record<string, string> = { 'data-grid': 'Data Grid', 'tree-view': 'Tree View' };
const markdown = changesPageMarkdown(file, { titleOf: (pathname) => titles[pathname] ?? pathname, productName: (id) => names[id] ?? id });

/** The lines of one release's section. */
const release = (version: string) => {
  const start = markdown.indexOf(`## ${version}\n`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end).trim().split('\n').filter(Boolean);
};

describe('changesPageMarkdown', () => {
  it('is a guide with a title and a description naming the releases read', () => {
    expect(markdown).toMatch(/^---\ntitle: API changes in v8\ndescription: .*8\.0\.0 to 8\.6\.0.*\n---\n/);
  });

  it('lists the releases newest first, each after 8.0.0, saying so when nothing changed', () => {
    expect([...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual(['8.6.0', '8.5.0', '8.3.0', 'Deprecated in 8.0.0 or earlier']);
    expect(markdown).not.toMatch(/^## 8\.0\.0/m);
  });

  it('8.5.0: per product, per component, what was added and deprecated, each name linked to its entry', () => {
    expect(release('8.5.0')).toEqual([
      '## 8.5.0',
      '### Data Grid',
      '- [DataGridPremium](/x/api/data-grid/data-grid-premium/): added prop [`multipleColumnsSortingMode`](/x/api/data-grid/data-grid-premium/#props-multipleColumnsSortingMode); slot [`bottomBar`](/x/api/data-grid/data-grid-premium/#slots-bottomBar); CSS classes [`cell--a`](/x/api/data-grid/data-grid-premium/#classes-cell--a), [`cell--pinned`](/x/api/data-grid/data-grid-premium/#classes-cell--pinned).',
      '- [GridColDef](/x/api/data-grid/grid-col-def/): deprecated member [`sortingOrder`](/x/api/data-grid/grid-col-def/#members-sortingOrder).',
    ]);
  });

  it('8.3.0: an entry removed later and a page no longer documented are left out', () => {
    expect(release('8.3.0')).toEqual([
      '## 8.3.0',
      '### Data Grid',
      '- [DataGridPremium](/x/api/data-grid/data-grid-premium/): deprecated prop [`rowsLoadingMode`](/x/api/data-grid/data-grid-premium/#props-rowsLoadingMode).',
      '- [GridColDef](/x/api/data-grid/grid-col-def/): added member [`sortingOrder`](/x/api/data-grid/grid-col-def/#members-sortingOrder).',
    ]);
  });

  it('8.6.0: a new page is listed as new', () => {
    expect(release('8.6.0')).toEqual(['## 8.6.0', '### Tree View', '- New: [RichTreeViewPro](/x/api/tree-view/rich-tree-view-pro/).']);
  });

  it('lists last what 8.0.0 already deprecated and the documented release still declares', () => {
    expect(release('Deprecated in 8.0.0 or earlier')).toEqual([
      '## Deprecated in 8.0.0 or earlier',
      'Marked deprecated by 8.0.0 already, and still declared by the documented release:',
      '### Data Grid',
      '- [DataGridPremium](/x/api/data-grid/data-grid-premium/): props [`autoHeight`](/x/api/data-grid/data-grid-premium/#props-autoHeight), [`onFetchRows`](/x/api/data-grid/data-grid-premium/#props-onFetchRows); slot [`footer`](/x/api/data-grid/data-grid-premium/#slots-footer).',
    ]);
  });

  it('names the release each product documents, and the products a release was read for', () => {
    expect(markdown).toContain('The site documents Data Grid at 8.5.0, Tree View at 8.6.0.');
    const both = changesPageMarkdown({ source: 's', releases: { a: ['8.0.0', '8.1.0'], b: ['8.0.0', '8.1.0', '8.2.0'] }, pages: {} }, { titleOf: String, productName: (id) => id.toUpperCase() });
    expect(both).toContain('## 8.1.0\n\nNothing was added to or deprecated in the API of A and B.');
    expect(both).toContain('## 8.2.0\n\nNothing was added to or deprecated in the API of B.');
  });

  it('a release with no change says so', () => {
    const quiet = changesPageMarkdown({ source: 's', releases: { g: ['8.0.0', '8.1.0'] }, pages: {} }, { titleOf: String, productName: String });
    expect(quiet).toContain('## 8.1.0\n\nNothing was added to or deprecated in the API of g.');
  });
});

describe('the committed guide', () => {
  it('is what the committed history gives (run `npm run api-history -- --page-only` after changing either)', () => {
    const titles = new Map<string, string>();
    const visit = (page: NavPage) => {
      if (page.title) titles.set(page.pathname, page.title);
      page.children?.forEach(visit);
    };
    pages.forEach(visit);
    const root = path.join(__dirname, '..', '..', '..');
    const { file, error } = parseApiHistory(fs.readFileSync(path.join(root, 'data', 'apiHistory.json'), 'utf8'));
    expect(error).toBeUndefined();
    const expected = changesPageMarkdown(file!, {
      titleOf: (pathname) => titles.get(pathname) ?? pathname,
      productName: (id) => products.find((product) => product.apiSegment === id)?.name ?? id,
    });
    expect(fs.readFileSync(path.join(root, 'data', 'docs', `${CHANGES_PAGE.replace(/^\/x\//, '')}.md`), 'utf8')).toBe(expected);
  });
});

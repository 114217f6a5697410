/** @jest-environment node */
import { apiSlugs, apiToc } from './loadApiPage';
import { groupId } from '../api/build/groupId';

describe('apiToc', () => {
  it('lists the sections of a component page after its import lines', () => {
    expect(
      apiToc({
        kind: 'component',
        name: 'DataGrid',
        imports: [],
        sections: [
          { id: 'props', title: 'Props', items: [] },
          { id: 'slots', title: 'Slots', items: [] },
          { id: 'classes', title: 'CSS classes', items: [] },
        ],
        source: 's',
      }),
    ).toEqual([
      { id: 'import', text: 'Import', level: 2 },
      { id: 'props', text: 'Props', level: 2 },
      { id: 'slots', text: 'Slots', level: 2 },
      { id: 'classes', text: 'CSS classes', level: 2 },
    ]);
  });

  it('adds the definition of a type alias', () => {
    expect(apiToc({ kind: 'interface', name: 'GridApi', imports: [], definition: 'X', sections: [{ id: 'members', title: 'Members', items: [] }], source: 's' }).map((entry) => entry.id)).toEqual([
      'import',
      'definition',
      'members',
    ]);
  });

  it('lists the packages and groups of an index, and nothing for a planned page', () => {
    expect(apiToc({ kind: 'index', packages: [], groups: [{ id: 'components', title: 'Components', items: [] }] }).map((entry) => entry.id)).toEqual([
      'packages',
      'components',
    ]);
    expect(apiToc({ kind: 'planned', notice: '' })).toEqual([]);
  });
});

describe('groupId', () => {
  it.each([
    ['Components', 'components'],
    ['CSS classes', 'css-classes'],
    ['  Odd / name ', 'odd-name'],
  ])('%j -> %j', (title, id) => {
    expect(groupId(title)).toBe(id);
  });
});

describe('apiSlugs', () => {
  it('gives a slug per API page of the tree', () => {
    const slugs = apiSlugs();
    expect(slugs).toContainEqual(['data-grid']);
    expect(slugs).toContainEqual(['data-grid', 'data-grid']);
    expect(slugs).toContainEqual(['tree-view', 'tree-item']);
    expect(new Set(slugs.map((slug) => slug.join('/'))).size).toBe(slugs.length);
  });
});

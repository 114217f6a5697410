/** @jest-environment node */
import { parseDocsPage } from './docsPage';
import { buildDocsVocabulary, lookupQuery, sourcePage } from './docsVocabulary';

const GUIDE = parseDocsPage('/x/react-charts/bars', '# Bars\n\n> Bar charts.\n\nFrom https://h/x/react-charts/bars/\n\n## Stacking\n\nStack the series.\n');
const API = parseDocsPage(
  '/x/api/data-grid/data-grid-premium',
  '# DataGridPremium API\n\n> Props.\n\nFrom https://h/x/api/data-grid/data-grid-premium/\n\n## Props\n\n| Name | Type | Default | Description |\n| --- | --- | --- | --- |\n| `rowGroupingModel` | `string[]` |  | Grouped columns. |\n\n## CSS classes\n\n| Class name | Key | Description |\n| --- | --- | --- |\n| `.MuiDataGrid-cell--editing` | `cell--editing` | A cell in edit mode. |\n',
);
const INTRO = parseDocsPage('/x/introduction', '# Introduction\n\n> MUI X.\n\nFrom https://h/x/introduction/\n\nWelcome.\n');

describe('sourcePage', () => {
  it('files a guide under its product, with its headings', () => {
    expect(sourcePage(GUIDE)).toEqual({
      url: '/x/react-charts/bars/',
      title: 'Bars',
      context: ['Charts'],
      group: '/x/react-charts-group',
      groupOrder: 2,
      headings: [{ id: 'stacking', text: 'Stacking' }],
    });
  });

  it('gives an API page its name, edition and entries', () => {
    expect(sourcePage(API).api).toEqual({
      name: 'DataGridPremium',
      edition: 2,
      entries: [
        { anchor: 'props-rowGroupingModel', kind: 'prop', name: 'rowGroupingModel' },
        { anchor: 'classes-cell--editing', kind: 'cssClass', name: 'cell--editing' },
      ],
    });
  });

  it('files a page outside the products as other', () => {
    expect(sourcePage(INTRO)).toMatchObject({ group: 'other', context: [], headings: [] });
  });
});

describe('lookupQuery', () => {
  const vocabulary = buildDocsVocabulary([GUIDE, API, INTRO]);

  it('lists the pages in the navigation\'s product order', () => {
    expect(vocabulary.pages.map((page) => page.url)).toEqual(['/x/api/data-grid/data-grid-premium/', '/x/react-charts/bars/', '/x/introduction/']);
  });

  it('finds an entry named as typed, or as the closest name', () => {
    expect(lookupQuery(vocabulary, 'rowGroupingModel').entries.map((hit) => hit.url)).toEqual(['/x/api/data-grid/data-grid-premium/#props-rowGroupingModel']);
    expect(lookupQuery(vocabulary, 'rowGropingModel')).toMatchObject({ didYouMean: 'rowGroupingModel' });
  });

  it('finds a heading and a page by title, and nothing for a key too short', () => {
    expect(lookupQuery(vocabulary, 'stacking').entries).toEqual([expect.objectContaining({ kind: 'section', url: '/x/react-charts/bars/#stacking' })]);
    expect(lookupQuery(vocabulary, 'bars').entries[0]).toMatchObject({ kind: 'page', title: 'Bars' });
    expect(lookupQuery(vocabulary, 'b').entries).toEqual([]);
  });
});

/** @jest-environment node */
import { createUrlResolver, dropSelfLinks, firstSentence, prepareDocMarkdown, type DocLinkContext } from './docText';

const context: DocLinkContext = {
  selfName: 'DataGrid',
  resolveName: (name) =>
    ({ GridColDef: '/x/api/data-grid/grid-col-def/', GridRowParams: '/x/api/data-grid/grid-row-params/', DataGrid: '/x/api/data-grid/data-grid/' })[name],
  resolveUrl: createUrlResolver(new Set(['/x/react-data-grid/sorting', '/x/api/data-grid/data-grid'])),
};

describe('prepareDocMarkdown', () => {
  it.each([
    ['[[Name]] with a page', 'Set of columns of type [[GridColDef]][].', 'Set of columns of type [`GridColDef`](/x/api/data-grid/grid-col-def/)[].'],
    ['[[Name]] without a page', 'Rows of type [[GridRowsProp]].', 'Rows of type `GridRowsProp`.'],
    ['[[method()]]', 'Call [[getRow()]].', 'Call `getRow()`.'],
    ['{@link url text}', 'See {@link https://example.com/a the guide}.', 'See [the guide](https://example.com/a).'],
    ['{@link url|text}', 'See {@link https://example.com/a|the guide}.', 'See [the guide](https://example.com/a).'],
    ['{@link url}', 'See {@link https://example.com/a}.', 'See [https://example.com/a](https://example.com/a).'],
    ['{@link Name}', 'Like {@link GridRowParams}.', 'Like [`GridRowParams`](/x/api/data-grid/grid-row-params/).'],
    ['{@linkcode Name text}', 'Use {@linkcode Unknown the helper}.', 'Use the helper (`Unknown`).'],
    ['a docs link this site serves', '[Sorting](https://mui.com/x/react-data-grid/sorting/#multi-sort)', '[Sorting](/x/react-data-grid/sorting/)'],
    ['{@link url} of a page this site serves', 'See {@link https://mui.com/x/react-data-grid/sorting/#a}.', 'See [/x/react-data-grid/sorting/](/x/react-data-grid/sorting/).'],
    [
      'a bare docs URL this site serves',
      'Use the parent instead: https://mui.com/x/react-data-grid/sorting/#multi-sort. Or (https://mui.com/x/react-data-grid/sorting).',
      'Use the parent instead: [/x/react-data-grid/sorting/](/x/react-data-grid/sorting/). Or ([/x/react-data-grid/sorting/](/x/react-data-grid/sorting/)).',
    ],
    ['a bare URL this site lacks, or in code', 'See https://mui.com/x/other/ and `https://mui.com/x/react-data-grid/sorting/`.', 'See https://mui.com/x/other/ and `https://mui.com/x/react-data-grid/sorting/`.'],
    ['a docs link this site lacks', '[Other](https://mui.com/material-ui/api/button/)', '[Other](https://mui.com/material-ui/api/button/)'],
    ['another host', '[Spec](https://www.w3.org/WAI/)', '[Spec](https://www.w3.org/WAI/)'],
    ['a root-relative link', '[Sorting](/x/react-data-grid/sorting)', '[Sorting](/x/react-data-grid/sorting/)'],
    ['plain text', 'If `true`, the grid is dense.', 'If `true`, the grid is dense.'],
    ['a code span naming a type with a page', 'Receives `GridRowParams`.', 'Receives [`GridRowParams`](/x/api/data-grid/grid-row-params/).'],
    ['a code span already linked', '[`GridRowParams`](/x/elsewhere/)', '[`GridRowParams`](/x/elsewhere/)'],
    ['a page of another product', '[`Input`](/material-ui/api/input/)', '[`Input`](https://mui.com/material-ui/api/input/)'],
    ['a code span in a fence', '```ts\nconst a = `GridColDef`;\n```', '```ts\nconst a = `GridColDef`;\n```'],
    ['a code span of the documented symbol', 'Unlike `DataGrid`.', 'Unlike `DataGrid`.'],
  ])('handles %s', (_label, input, output) => {
    expect(prepareDocMarkdown(input, context)).toBe(output);
  });
});

describe('dropSelfLinks', () => {
  const self = '/x/api/data-grid/data-grid/';

  it('drops the self link and its label, keeping the demos', () => {
    const input = 'Demos:\n\n- [Sorting](/x/react-data-grid/sorting/)\n\nAPI:\n\n- [DataGrid API](/x/api/data-grid/data-grid/)';
    expect(dropSelfLinks(input, self)).toBe('Demos:\n\n- [Sorting](/x/react-data-grid/sorting/)');
  });

  it('keeps a label that still has items', () => {
    const input = 'API:\n\n- [DataGrid API](/x/api/data-grid/data-grid/)\n- [GridApi](/x/api/data-grid/grid-api/)';
    expect(dropSelfLinks(input, self)).toBe('API:\n\n- [GridApi](/x/api/data-grid/grid-api/)');
  });

  it.each([
    ['empty text', '', ''],
    ['prose only', 'The full grid API.', 'The full grid API.'],
    ['only the self link', 'API:\n\n- [DataGrid API](/x/api/data-grid/data-grid/)', ''],
  ])('handles %s', (_label, input, output) => {
    expect(dropSelfLinks(input, self)).toBe(output);
  });
});

describe('firstSentence', () => {
  it.each([
    ['a sentence', 'Column Definition interface.', 'Column Definition interface.'],
    ['the first of two', 'The full grid API. It has many methods.', 'The full grid API.'],
    ['markup removed', 'Uses [[GridColDef]] and `rows`, see [docs](https://x.y/).', 'Uses GridColDef and rows, see docs.'],
    ['a link tag', 'Like {@link https://a.b/ the guide} does.', 'Like the guide does.'],
    ['a wrapped paragraph', 'One line\ncontinues here.\n\nSecond paragraph.', 'One line continues here.'],
    ['a Demos list', 'Demos:\n\n- [Bars](https://mui.com/x/react-charts/bars/)', undefined],
    ['a list', '- one\n- two', undefined],
    ['a label and its list without a blank line', 'Features:\n- [DataGrid](https://mui.com/x/react-data-grid/features/)', undefined],
    ['nothing', '', undefined],
  ])('reads %s', (_label, input, output) => {
    expect(firstSentence(input)).toBe(output);
  });

  it('shortens a very long sentence', () => {
    const sentence = firstSentence(`${'word '.repeat(60)}end.`)!;
    expect(sentence.length).toBeLessThanOrEqual(198);
    expect(sentence.endsWith('…')).toBe(true);
  });
});

describe('createUrlResolver', () => {
  const resolve = createUrlResolver(new Set(['/x/react-charts/bars', '/x/api/charts/charts-tooltip', '/x/api/date-pickers/date-field', '/x/api/a/same', '/x/api/b/same']));

  it.each([
    ['https://mui.com/x/react-charts/bars/', '/x/react-charts/bars/'],
    ['https://mui.com/x/react-charts/bars', '/x/react-charts/bars/'],
    ['https://mui.com/x/react-charts/bars/?a=1#b', '/x/react-charts/bars/'],
    ['/x/react-charts/bars/', '/x/react-charts/bars/'],
    ['https://mui.com/x/react-charts/lines/', undefined],
    ['/material-ui/api/input/', 'https://mui.com/material-ui/api/input/'],
    ['https://example.com/x/react-charts/bars/', undefined],
    ['mailto:someone@example.com', undefined],
    ['https://mui.com/x/api/charts/charts-tool-tip/', '/x/api/charts/charts-tooltip/'],
    ['https://mui.com/x/api/date-field/', '/x/api/date-pickers/date-field/'],
    ['https://mui.com/x/api/c/same/', undefined],
    ['https://mui.com/x/api/charts/composition/', undefined],
  ])('%s -> %s', (url, expected) => {
    expect(resolve(url)).toBe(expected);
  });
});

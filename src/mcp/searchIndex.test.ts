/** @jest-environment node */
import { buildIndex, scoreQuery, stem, tokenize, tokenizeFields } from './searchIndex';

describe('tokenize', () => {
  it.each([
    ['checkboxSelection', ['checkboxselection', 'checkbox', 'selection']],
    ['checkbox selection', ['checkbox', 'selection']],
    ['checkbox-selection', ['checkboxselection', 'checkbox', 'selection']],
    ['MuiDataGrid-cell--editing', ['muidatagridcellediting', 'mui', 'data', 'grid', 'cell', 'edit']],
    ['How to sort the rows', ['sort', 'row']],
    ['DateRangePicker', ['daterangepicker', 'date', 'range', 'picker']],
    ['getRowId()', ['getrowid', 'get', 'row', 'id']],
    ['GridAPI', ['gridapi', 'grid', 'api']],
  ])('%s', (text, expected) => {
    expect(tokenize(text)).toEqual(expected);
  });
});

describe('stem', () => {
  it.each([
    ['rows', 'row'],
    ['classes', 'classe'],
    ['entries', 'entry'],
    ['pinning', 'pin'],
    ['sorting', 'sort'],
    ['grouping', 'group'],
    ['filling', 'fill'],
    ['ring', 'ring'],
    ['class', 'class'],
  ])('%s -> %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('scoreQuery', () => {
  const index = buildIndex(
    [
      { title: 'checkboxSelection', page: 'DataGrid API', text: 'If true, the grid gets a checkbox column.' },
      { title: 'Checkbox selection', page: 'Row selection', text: 'Set the checkboxSelection prop to add checkboxes.' },
      { title: 'Sorting', page: 'Sorting', text: 'Sort rows by clicking a header. Sorting is on by default.' },
      { title: 'density', page: 'DataGrid API', text: 'The row height.' },
    ].map(tokenizeFields),
  );

  it('scores the documents that hold the query\'s words, a title match highest', () => {
    const results = scoreQuery(index, 'checkboxSelection');
    expect(results.map((result) => result.doc)).toEqual([0, 1]);
    expect(results[0].score).toBeGreaterThan(results[1].score);
  });

  it('finds the words in any form and any field', () => {
    expect(scoreQuery(index, 'sort rows')[0].doc).toBe(2);
    expect(scoreQuery(index, 'row height').map((result) => result.doc)).toContain(3);
    expect(scoreQuery(index, 'nothing like it')).toEqual([]);
  });
});

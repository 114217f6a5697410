import { allowedEdits, closest, editDistance, normalizeKey, shardOf, stem, topicStems, wordsOf } from './vocabulary';

describe('normalizeKey', () => {
  it.each([
    ['Date Time Picker', 'datetimepicker'],
    ['datetimepicker', 'datetimepicker'],
    ['DateTimePicker', 'datetimepicker'],
    ['date-time picker', 'datetimepicker'],
    ['MuiDataGrid-cell--editing', 'muidatagridcellediting'],
    ['数据表格', '数据表格'],
  ])('%s -> %s', (text, key) => {
    expect(normalizeKey(text)).toBe(key);
  });

  it('files a key under its first two characters', () => {
    expect(shardOf('datetimepicker')).toBe('da');
    expect(shardOf('x')).toBe('x');
    expect(shardOf('数据表格')).toBe('数据');
  });
});

describe('words and stems', () => {
  it('splits camelCase and PascalCase', () => {
    expect(wordsOf('DateTimePicker')).toEqual(['date', 'time', 'picker']);
    expect(wordsOf('useGridApiRef')).toEqual(['use', 'grid', 'api', 'ref']);
    expect(wordsOf('MUIXLicense keys')).toEqual(['muix', 'license', 'keys']);
  });

  it.each([
    ['grouping', 'group'],
    ['groups', 'group'],
    ['migrate', 'migrat'],
    ['migration', 'migrat'],
    ['selected', 'select'],
    ['selection', 'select'],
    ['queries', 'query'],
    ['filters', 'filter'],
    ['filtering', 'filter'],
    ['pickers', 'picker'],
    ['class', 'class'],
    ['grid', 'grid'],
  ])('stems %s as %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('leaves out words that carry no topic', () => {
    expect(topicStems('How to export the grid to Excel')).toEqual(['export', 'grid', 'excel']);
    expect(topicStems('Add a reference line')).toEqual(['referenc', 'lin']);
  });
});

describe('editDistance and closest', () => {
  it.each([
    ['pagnation', 'pagination', 1],
    ['heatmpa', 'heatmap', 1],
    ['filterring', 'filtering', 1],
    ['tooltp', 'tooltip', 1],
    ['datpicker', 'datepicker', 1],
    ['grid', 'grid', 0],
  ])('%s to %s: %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('stops past the maximum', () => {
    expect(editDistance('sorting', 'pagination', 2)).toBe(3);
  });

  it('allows no typo in a short word, one up to seven letters, two from eight', () => {
    expect([3, 4, 5, 7, 8, 12].map(allowedEdits)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('finds the closest candidates within the allowed edits, the first listed on a tie', () => {
    expect(closest('pagnation', ['paginate', 'pagination', 'navigation'])).toEqual(['pagination']);
    expect(closest('sortng', ['sorting', 'sortings'], 2)).toEqual(['sorting']);
    expect(closest('filterring', ['filtering', 'filterin'], 2)).toEqual(['filtering', 'filterin']);
    expect(closest('grdi', ['grid'])).toEqual([]);
  });
});

import { countLabel, matchesQuery, normalizeQuery, sectionList, sectionNoun } from './memberFilter';
import en from '../../translations/translations.json';
import { createTranslator } from '../i18n/translate';

/** The English strings the page's props carry. */
const t = createTranslator({ language: 'en', dictionary: {}, fallback: en, isProduction: true });

describe('normalizeQuery', () => {
  it.each([
    ['pageSize', 'pagesize'],
    ['  Page size ', 'pagesize'],
    ['aria-label', 'arialabel'],
    ['.MuiDataGrid-cell', 'muidatagridcell'],
    ['', ''],
    [undefined as unknown as string, ''],
  ])('%j -> %j', (query, normalized) => {
    expect(normalizeQuery(query)).toBe(normalized);
  });
});

describe('matchesQuery', () => {
  it.each([
    ['an empty query matches all', { name: 'columns' }, '', true],
    ['a name part', { name: 'pageSizeOptions' }, 'page size', true],
    ['case-insensitive', { name: 'onRowClick' }, 'ROWCLICK', true],
    ['punctuation ignored', { name: 'aria-label' }, 'arial', true],
    ['a class name', { name: 'root', className: 'MuiDataGrid-root' }, 'muidatagrid', true],
    ['letters out of order do not match', { name: 'columns' }, 'snmuloc', false],
    ['another name', { name: 'rows' }, 'columns', false],
  ])('%s', (_label, member, query, expected) => {
    expect(matchesQuery(member, normalizeQuery(query))).toBe(expected);
  });
});

describe('countLabel', () => {
  it.each([
    ['props', 3, 223, '3 of 223 props'],
    ['slots', 0, 137, 'no slot'],
    ['classes', 2, 243, '2 of 243 CSS classes'],
    ['members', 1, 1, '1 of 1 member'],
  ] as const)('%s %d/%d -> %s', (section, shown, total, label) => {
    expect(countLabel(section, shown, total, t)).toBe(label);
  });
});

describe('sectionNoun / sectionList', () => {
  it('names sections in the singular and plural', () => {
    expect(sectionNoun('classes', false, t)).toBe('CSS class');
    expect(sectionNoun('props', true, t)).toBe('props');
  });

  it.each([
    [['props'], 'props'],
    [['props', 'slots'], 'props and slots'],
    [['props', 'slots', 'classes'], 'props, slots and CSS classes'],
    [[], ''],
  ] as const)('%j -> %j', (sections, text) => {
    expect(sectionList(sections, t)).toBe(text);
  });
});

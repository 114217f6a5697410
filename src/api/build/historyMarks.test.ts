import { markHistory, markSections } from './historyMarks';
import type { PageDeclarations, PageHistory } from './apiHistory';
import type { ApiMember } from '../../contracts';
import type { RawSymbol } from './types';

const declarations: PageDeclarations = {
  props: { rows: {}, dataSource: {}, onFetchRows: { deprecated: 'Use `dataSource` instead.' }, autoHeight: { deprecated: 'Use a flex parent.' } },
  slots: { footer: { deprecated: 'Use `slots.bottomBar`.' }, bottomBar: {} },
};
const history: PageHistory = {
  sections: {
    props: { dataSource: { since: '8.3.0' }, onFetchRows: { deprecated: '8.3.0', deprecation: 'Use `dataSource` instead.' } },
    slots: { bottomBar: { since: '8.5.1' } },
  },
};
const member = (name: string, deprecated?: string): ApiMember => (deprecated === undefined ? { name } : { name, deprecated });

describe('markHistory', () => {
  it.each<[string, ApiMember, ApiMember]>([
    ['an entry of 8.0.0: unchanged', member('rows'), member('rows')],
    ['added in 8.3.0: since 8.3', member('dataSource'), { name: 'dataSource', since: '8.3' }],
    [
      'deprecated in 8.3.0, its text naming another prop',
      member('onFetchRows', 'Use <code>dataSource</code> instead.'),
      { name: 'onFetchRows', deprecated: 'Use <code>dataSource</code> instead.', deprecatedSince: '8.3', replacement: { section: 'props', name: 'dataSource' } },
    ],
    ['deprecated in 8.0.0 already, naming no entry: no release, no replacement', member('autoHeight', 'Use a flex parent.'), member('autoHeight', 'Use a flex parent.')],
  ])('%s', (_, item, expected) => {
    expect(markHistory('props', [item], declarations, history)).toEqual([expected]);
  });

  it('a slot added in a patch release, and a slot whose replacement is named with its section', () => {
    expect(markHistory('slots', [member('bottomBar'), member('footer', 'x')], declarations, history)).toEqual([
      { name: 'bottomBar', since: '8.5.1' },
      { name: 'footer', deprecated: 'x', replacement: { section: 'slots', name: 'bottomBar' } },
    ]);
  });

  it('without a history (no data file) only the replacement is added', () => {
    expect(markHistory('props', [member('dataSource'), member('onFetchRows', 'y')], declarations, undefined)).toEqual([
      { name: 'dataSource' },
      { name: 'onFetchRows', deprecated: 'y', replacement: { section: 'props', name: 'dataSource' } },
    ]);
  });

  it('a name the history does not know, or an inherited key, gets nothing', () => {
    expect(markHistory('props', [member('constructor'), member('toString')], declarations, history)).toEqual([member('constructor'), member('toString')]);
  });
});

describe('markSections', () => {
  it('reads the declarations from the page symbol itself', () => {
    const raw: RawSymbol = {
      kind: 'component',
      name: 'DataGrid',
      doc: { text: '', tags: [] },
      members: [
        { name: 'dataSource', type: 'X', optional: true, doc: { text: '', tags: [] } },
        { name: 'onFetchRows', type: 'F', optional: true, doc: { text: '', tags: [{ tag: 'deprecated', text: 'Use `dataSource`.' }] } },
      ],
      slots: [],
    };
    const [props] = markSections([{ id: 'props', title: 'Props', items: [member('dataSource'), member('onFetchRows', 'Use dataSource')] }], raw, history);
    expect(props.items).toEqual([
      { name: 'dataSource', since: '8.3' },
      { name: 'onFetchRows', deprecated: 'Use dataSource', deprecatedSince: '8.3', replacement: { section: 'props', name: 'dataSource' } },
    ]);
  });
});

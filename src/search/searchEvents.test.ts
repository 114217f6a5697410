import { resultOpenedEvent, searchOpenedEvent } from './searchEvents';

describe('search analytics events', () => {
  it('says how search was opened', () => {
    expect(searchOpenedEvent('shortcut')).toEqual({ category: 'search', action: 'open', label: 'shortcut' });
    expect(searchOpenedEvent('button')).toEqual({ category: 'search', action: 'open', label: 'button' });
  });

  it.each([
    [{ queryLength: 15, position: 1, recent: false }, { label: 'query-15', value: 1 }],
    [{ queryLength: 0, position: 3, recent: true }, { label: 'recent', value: 3 }],
    [{ queryLength: Number.NaN, position: 0, recent: false }, { label: 'query-0', value: 1 }],
    [{ queryLength: -2, position: 2.6, recent: false }, { label: 'query-0', value: 3 }],
  ])('an opened entry %j', (input, expected) => {
    expect(resultOpenedEvent(input)).toEqual({ category: 'search', action: 'result', ...expected });
  });

  it('never carries the query text', () => {
    const query = 'checkboxSelection';
    const event = resultOpenedEvent({ queryLength: query.length, position: 1, recent: false });
    expect(JSON.stringify(event)).not.toContain(query);
  });
});

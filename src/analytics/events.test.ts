import { toGtagCommand, type TrackedEvent } from './events';

describe('toGtagCommand', () => {
  it.each<[string, TrackedEvent, unknown[]]>([
    [
      'page view',
      { type: 'page_view', title: 'Sorting - MUI X', location: 'https://mui.com/x/react-data-grid/sorting/', productId: 'x-data-grid', productCategoryId: 'x' },
      ['event', 'page_view', { page_title: 'Sorting - MUI X', page_location: 'https://mui.com/x/react-data-grid/sorting/', productId: 'x-data-grid', productCategoryId: 'x' }],
    ],
    [
      'user properties',
      { type: 'user_properties', codeVariant: 'TS', userLanguage: 'en', colorScheme: 'dark' },
      ['set', 'user_properties', { codeVariant: 'TS', userLanguage: 'en', colorScheme: 'dark' }],
    ],
    ['event with label', { type: 'event', category: 'ad', action: 'display', label: 'carbon-body-top-image' }, ['event', 'ad', { eventAction: 'display', eventLabel: 'carbon-body-top-image' }]],
    ['event without label', { type: 'event', category: 'copy-button', action: 'click' }, ['event', 'copy-button', { eventAction: 'click' }]],
    ['event with a value', { type: 'event', category: 'feedback', action: 'rate', value: 4 }, ['event', 'feedback', { eventAction: 'rate', value: 4 }]],
    ['event with a bad value', { type: 'event', category: 'feedback', action: 'rate', value: Number.NaN }, ['event', 'feedback', { eventAction: 'rate' }]],
    ['long fields are cut', { type: 'event', category: 'c'.repeat(150), action: 'a', label: 'l'.repeat(300) }, ['event', 'c'.repeat(100), { eventAction: 'a', eventLabel: 'l'.repeat(100) }]],
    [
      'event with parameters, cut like the other fields, never overriding action or label',
      { type: 'event', category: 'page_feedback', action: 'no', label: '/x/a', params: { section: 'intro', comment_1: 'c'.repeat(120), eventAction: 'forged' } },
      ['event', 'page_feedback', { section: 'intro', comment_1: 'c'.repeat(100), eventAction: 'no', eventLabel: '/x/a' }],
    ],
    ['CLS is scaled', { type: 'web_vital', name: 'CLS', value: 0.12, delta: 0.05, id: 'v1' }, ['event', 'CLS', { value: 50, metric_id: 'v1', metric_value: 0.12, metric_delta: 0.05, non_interaction: true }]],
    ['LCP is rounded', { type: 'web_vital', name: 'LCP', value: 1234.6, delta: 1234.6, id: 'v2' }, ['event', 'LCP', { value: 1235, metric_id: 'v2', metric_value: 1234.6, metric_delta: 1234.6, non_interaction: true }]],
  ])('%s', (_name, event, expected) => {
    expect(toGtagCommand(event)).toEqual(expected);
  });
});

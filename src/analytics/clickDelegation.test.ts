import { clickEventFrom } from './clickDelegation';

const element = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null });

describe('clickEventFrom', () => {
  it.each<[string, Record<string, string>, ReturnType<typeof clickEventFrom>]>([
    ['full description', { 'data-ga-event-category': 'ad', 'data-ga-event-action': 'click', 'data-ga-event-label': 'in-house-body-top-image' }, { event: { type: 'event', category: 'ad', action: 'click', label: 'in-house-body-top-image' }, split: 1 }],
    ['no action means click', { 'data-ga-event-category': 'nav' }, { event: { type: 'event', category: 'nav', action: 'click' }, split: 1 }],
    ['a split', { 'data-ga-event-category': 'toc', 'data-ga-event-action': 'jump', 'data-ga-event-split': '0.1' }, { event: { type: 'event', category: 'toc', action: 'jump' }, split: 0.1 }],
    ['an unreadable split sends', { 'data-ga-event-category': 'toc', 'data-ga-event-split': 'often' }, { event: { type: 'event', category: 'toc', action: 'click' }, split: 1 }],
    ['blank label left out', { 'data-ga-event-category': 'toc', 'data-ga-event-label': '  ' }, { event: { type: 'event', category: 'toc', action: 'click' }, split: 1 }],
    ['no category', { 'data-ga-event-action': 'click' }, null],
    ['blank category', { 'data-ga-event-category': ' ' }, null],
  ])('%s', (_name, attributes, expected) => {
    expect(clickEventFrom(element(attributes))).toEqual(expected);
  });
});

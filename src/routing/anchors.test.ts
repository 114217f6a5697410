import { memberAnchor } from './anchors';

describe('memberAnchor', () => {
  it.each([
    ['props', 'columns', 'props-columns'],
    ['classes', 'cell--editing', 'classes-cell--editing'],
    ['props', 'aria-label', 'props-aria-label'],
    ['members', 'weird name!', 'members-weird-name-'],
  ] as const)('%s %s -> %s', (section, name, id) => {
    expect(memberAnchor(section, name)).toBe(id);
  });
});

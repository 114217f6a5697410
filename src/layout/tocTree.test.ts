import { tocTree } from './tocTree';
import type { TocEntry } from '../contracts';

const h2 = (id: string): TocEntry => ({ id, text: id.toUpperCase(), level: 2 });
const h3 = (id: string): TocEntry => ({ id, text: id.toUpperCase(), level: 3 });

describe('tocTree', () => {
  it.each<[string, TocEntry[], Array<[string, string[]]>]>([
    ['nothing for a page without headings', [], []],
    ['h2 sections in order', [h2('a'), h2('b')], [['a', []], ['b', []]]],
    ['each h3 under the h2 before it', [h2('a'), h3('a1'), h3('a2'), h2('b'), h3('b1')], [['a', ['a1', 'a2']], ['b', ['b1']]]],
    ['an h3 before any h2 at the top level', [h3('intro'), h2('a'), h3('a1')], [['intro', []], ['a', ['a1']]]],
    ['only h3s: all at the top level', [h3('x'), h3('y')], [['x', []], ['y', []]]],
  ])('%s', (_label, entries, expected) => {
    expect(tocTree(entries).map((node) => [node.id, node.children.map((child) => child.id)])).toEqual(expected);
  });

  it('keeps each entry\'s text and level', () => {
    expect(tocTree([h2('a'), h3('b')])).toEqual([{ id: 'a', text: 'A', level: 2, children: [{ id: 'b', text: 'B', level: 3 }] }]);
  });
});

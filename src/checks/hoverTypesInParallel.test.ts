/** @jest-environment node */
import { shareBlocks } from './hoverTypesInParallel';
import type { HoverBlock } from './hoverTypes';

const block = (key: string, compiled: string, directory = '/d'): HoverBlock => ({ key, compiled, shown: compiled, jsx: true, directory });

describe('shareBlocks', () => {
  it('shares modules out by size, keeping the blocks of one module together and in their order', () => {
    const blocks = [block('a-preview', 'x'.repeat(100)), block('b', 'y'.repeat(60)), block('a-full', 'x'.repeat(100)), block('c', 'z'.repeat(50)), block('d', 'w'.repeat(10))];
    const shares = shareBlocks(blocks, 2);
    expect(shares.map((share) => share.map((item) => item.key))).toEqual([
      ['a-preview', 'a-full', 'd'],
      ['b', 'c'],
    ]);
  });

  it('reads the same code in two folders as two modules (its imports resolve differently)', () => {
    const shares = shareBlocks([block('a', 'same', '/one'), block('b', 'same', '/two')], 2);
    expect(shares).toHaveLength(2);
  });

  it('leaves out empty shares, and makes one share of everything for one worker', () => {
    expect(shareBlocks([block('a', 'x')], 3)).toHaveLength(1);
    expect(shareBlocks([block('a', 'x'), block('b', 'y')], 1)).toEqual([[block('a', 'x'), block('b', 'y')]]);
    expect(shareBlocks([], 2)).toEqual([]);
  });
});

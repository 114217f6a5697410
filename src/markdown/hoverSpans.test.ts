/** @jest-environment node */
import { demoBlockKey, fenceBlockKey } from './hoverSpans';

describe('block keys', () => {
  it('keys a fence by its language and shown code, a demo by its file', () => {
    expect(fenceBlockKey('tsx', 'a')).toBe(fenceBlockKey('tsx', 'a'));
    expect(fenceBlockKey('tsx', 'a')).not.toBe(fenceBlockKey('ts', 'a'));
    expect(fenceBlockKey('tsx', 'a')).toMatch(/^f:[0-9a-f]{16}$/);
    expect(demoBlockKey('data-grid', 'SortingGrid.tsx')).toBe('d:data-grid/SortingGrid.tsx');
  });
});

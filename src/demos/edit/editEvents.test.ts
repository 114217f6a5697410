import { reportEditOnce } from './editEvents';

describe('reportEditOnce', () => {
  it('reports each action once per demo', () => {
    const send = jest.fn();
    const seen = new Set<string>();
    expect(reportEditOnce('edit_start', 'BasicGrid.tsx', send, seen)).toBe(true);
    expect(reportEditOnce('edit_start', 'BasicGrid.tsx', send, seen)).toBe(false);
    expect(reportEditOnce('edit_error', 'BasicGrid.tsx', send, seen)).toBe(true);
    expect(reportEditOnce('edit_start', 'Other.tsx', send, seen)).toBe(true);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { category: 'demo_edit', action: 'edit_start', label: 'BasicGrid.tsx' },
      { category: 'demo_edit', action: 'edit_error', label: 'BasicGrid.tsx' },
      { category: 'demo_edit', action: 'edit_start', label: 'Other.tsx' },
    ]);
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { useDemoEditing } from './useDemoEditing';

const report = jest.fn();
jest.mock('./edit/editEvents', () => ({ reportEditOnce: (...args: unknown[]) => report(...args) }));

describe('useDemoEditing', () => {
  it('loads the editor once, says when it could not, and lets the reader try again', async () => {
    const Controller = () => null;
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Controller);
    const { result } = renderHook(() => useDemoEditing('Grid.tsx', load));
    act(() => result.current.start(true));
    expect(result.current.editing).toBe(true);
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.editing).toBe(false);
    act(() => result.current.start(false));
    act(() => result.current.start(false));
    await waitFor(() => expect(result.current.Controller).toBe(Controller));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.failed).toBe(false);
    expect(result.current.autoFocus).toBe(false);
  });

  it('keeps the edit while editing; reset ends it with a new generation and reports it', async () => {
    const Controller = () => null;
    const { result } = renderHook(() => useDemoEditing('Grid.tsx', () => Promise.resolve(Controller)));
    act(() => result.current.start(true));
    await waitFor(() => expect(result.current.Controller).toBe(Controller));
    const edited = { variant: 'TS' as const, full: 'x', files: {} };
    act(() => result.current.onState({ edited, shown: true }));
    expect(result.current.status).toEqual({ edited, shown: true });
    act(() => result.current.reset());
    expect(result.current.Controller).toBeNull();
    expect(result.current.status).toEqual({ edited: null, shown: false });
    expect(result.current.generation).toBe(1);
    expect(report).toHaveBeenCalledWith('edit_start', 'Grid.tsx');
    expect(report).toHaveBeenCalledWith('edit_reset', 'Grid.tsx');
  });
});

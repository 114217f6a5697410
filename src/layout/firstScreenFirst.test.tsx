import { act, renderHook } from '@testing-library/react';
import type { ContentSegment } from '../contracts';
import { FIRST_SCREEN_SEGMENTS, firstScreenCount, useFirstScreenFirst } from './firstScreenFirst';

const html = (text: string): ContentSegment => ({ kind: 'html', html: `<p>${text}</p>` });
const code = (text: string): ContentSegment => ({ kind: 'code', language: 'tsx', html: text });
const demo = (file: string) => ({ kind: 'demo', demo: { file } }) as unknown as ContentSegment;

describe('firstScreenCount', () => {
  it.each([
    ['prose, then a demo: both', [html('a'), demo('A.tsx'), html('b'), demo('B.tsx')], 2],
    ['a demo first: the demo alone', [demo('A.tsx'), html('b')], 1],
    ['prose, then a code block', [html('a'), code('x'), html('b')], 2],
    ['prose only: the first few sections', [html('a'), html('b'), html('c'), html('d'), html('e')], FIRST_SCREEN_SEGMENTS],
    ['a short page: all of it', [html('a')], 1],
    ['an empty body', [], 0],
  ])('%s', (_name, segments, expected) => {
    expect(firstScreenCount(segments)).toBe(expected);
  });
});

describe('useFirstScreenFirst', () => {
  const first = [html('one'), demo('One.tsx'), html('two'), demo('Two.tsx'), html('three')];
  const second = [html('uno'), demo('Uno.tsx'), html('dos'), demo('Dos.tsx'), html('tres'), html('cuatro')];

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders the whole body on the first render (server HTML and hydration)', () => {
    const { result } = renderHook(() => useFirstScreenFirst('/one', first, () => false));
    expect(result.current).toEqual({ shown: first, complete: true });
  });

  it('on a page change, renders the first screen, then the rest after the next frame has painted', () => {
    const { result, rerender } = renderHook(({ page, segments }) => useFirstScreenFirst(page, segments, () => false), { initialProps: { page: '/one', segments: first } });
    rerender({ page: '/two', segments: second });
    expect(result.current).toEqual({ shown: second.slice(0, 2), complete: false });
    // The animation frame alone is not enough: the rest comes in the task after it.
    act(() => {
      jest.advanceTimersToNextFrame();
    });
    expect(result.current.complete).toBe(false);
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(result.current).toEqual({ shown: second, complete: true });
  });

  it('renders everything at once when the new address names a section (the browser scrolls to it)', () => {
    const { result, rerender } = renderHook(({ page, segments }) => useFirstScreenFirst(page, segments, () => true), { initialProps: { page: '/one', segments: first } });
    rerender({ page: '/two', segments: second });
    expect(result.current).toEqual({ shown: second, complete: true });
  });

  it('a page change before the rest arrived leaves the old page behind: only the newest page completes', () => {
    const third = [html('eins'), demo('Eins.tsx'), html('zwei')];
    const { result, rerender } = renderHook(({ page, segments }) => useFirstScreenFirst(page, segments, () => false), { initialProps: { page: '/one', segments: first } });
    rerender({ page: '/two', segments: second });
    rerender({ page: '/three', segments: third });
    expect(result.current).toEqual({ shown: third.slice(0, 2), complete: false });
    act(() => {
      jest.advanceTimersToNextFrame();
      jest.runOnlyPendingTimers();
    });
    expect(result.current).toEqual({ shown: third, complete: true });
  });

  it("new props for the same page (a saved guide under next dev) render at once: the scroll and the demos' state below the first screen stay", () => {
    const saved = [html('one, edited'), ...first.slice(1)];
    const { result, rerender } = renderHook(({ page, segments }) => useFirstScreenFirst(page, segments, () => false), { initialProps: { page: '/one', segments: first } });
    rerender({ page: '/one', segments: saved });
    expect(result.current).toEqual({ shown: saved, complete: true });
    // Then a move to another page is in two steps again.
    rerender({ page: '/two', segments: second });
    expect(result.current.complete).toBe(false);
  });

  it('a page whose body is its first screen is complete at once', () => {
    const short = [html('only'), demo('Only.tsx')];
    const { result, rerender } = renderHook(({ page, segments }) => useFirstScreenFirst(page, segments, () => false), { initialProps: { page: '/one', segments: first } });
    rerender({ page: '/short', segments: short });
    expect(result.current).toEqual({ shown: short, complete: true });
  });
});

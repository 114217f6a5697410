import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CodeBlock, COPIED_MS } from './CodeBlock';
import { HoverTypesProvider } from './HoverTypes';
import { resetHoverTablesForTests } from './hoverTypes';

jest.mock('../analytics/sendEvent', () => ({ sendEvent: jest.fn() }));

const TABLE = {
  entries: [
    { t: '(alias) type GridColDef<R> = GridBaseColDef<R>', d: 'Column Definition interface.', h: '/x/api/data-grid/grid-col-def/' },
    { t: 'const columns: GridColDef[]' },
  ],
};
const HTML = '<span class="hljs-keyword">const</span> <span data-t="1">columns</span>: <span data-t="0">GridColDef</span>[] = [];';

let fetcher: jest.Mock;
beforeEach(() => {
  resetHoverTablesForTests();
  fetcher = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(TABLE) }));
  global.fetch = fetcher as unknown as typeof fetch;
});

function renderBlock(url: string | null = '/x/_hover-types/abc.json') {
  return render(
    <HoverTypesProvider value={url}>
      <CodeBlock html={HTML} language="tsx" revertAfter={COPIED_MS.prose} analyticsLabel="markdown" />
    </HoverTypesProvider>,
  );
}

const name = (text: string) => screen.getByText(text, { selector: '[data-t]' });
const settle = () => act(async () => {});

describe('hover types in a code block', () => {
  it('shows a hovered name’s type, doc and API link, loading the page’s table once', async () => {
    const { container } = renderBlock();
    fireEvent.pointerOver(name('GridColDef'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Loading the type…');
    await settle();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('(alias) type GridColDef<R> = GridBaseColDef<R>');
    expect(tooltip).toHaveTextContent('Column Definition interface.');
    expect(screen.getByRole('link', { name: 'GridColDef in the API reference' })).toHaveAttribute('href', '/x/api/data-grid/grid-col-def/');
    expect(name('GridColDef')).toHaveAccessibleDescription(expect.stringContaining('GridColDef<R>'));
    fireEvent.pointerOver(name('columns'));
    await settle();
    expect(screen.getByRole('tooltip')).toHaveTextContent('const columns: GridColDef[]');
    expect(screen.queryByRole('link')).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(1);
    // The popup is outside the code: the copy button still copies the code alone.
    expect(container.querySelector('code')?.textContent).toBe('const columns: GridColDef[] = [];');
  });

  it('is reached with the keyboard from the block: Enter, arrow keys, Escape', async () => {
    renderBlock();
    const pre = screen.getByText((_text, element) => element?.tagName === 'PRE');
    expect(pre).toHaveAccessibleDescription(expect.stringContaining('Press Enter to read the types'));
    act(() => pre.focus());
    fireEvent.keyDown(pre, { key: 'Enter' });
    expect(name('columns')).toHaveFocus();
    await settle();
    expect(screen.getByRole('tooltip')).toHaveTextContent('const columns');
    fireEvent.keyDown(name('columns'), { key: 'ArrowRight' });
    expect(name('GridColDef')).toHaveFocus();
    await settle();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Column Definition interface.');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(pre).toHaveFocus();
  });

  it('follows the API link with Enter on a focused name', async () => {
    renderBlock();
    const clicks = jest.fn((event: Event) => event.preventDefault());
    document.addEventListener('click', clicks);
    name('GridColDef').tabIndex = -1;
    act(() => name('GridColDef').focus());
    await settle();
    fireEvent.keyDown(name('GridColDef'), { key: 'Enter' });
    expect(clicks).toHaveBeenCalledTimes(1);
    expect((clicks.mock.calls[0][0].target as HTMLAnchorElement).getAttribute('href')).toBe('/x/api/data-grid/grid-col-def/');
    document.removeEventListener('click', clicks);
  });

  it('opens on a tap, and closes on a tap elsewhere', async () => {
    renderBlock();
    fireEvent.click(name('columns'));
    await settle();
    expect(screen.getByRole('tooltip')).toHaveTextContent('const columns');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('says so when the table cannot be loaded', async () => {
    fetcher.mockImplementation(() => Promise.reject(new Error('offline')));
    renderBlock();
    fireEvent.pointerOver(name('GridColDef'));
    await settle();
    expect(screen.getByRole('tooltip')).toHaveTextContent('The types of this page could not be loaded.');
  });

  it('does nothing on a page without hover types', () => {
    renderBlock(null);
    fireEvent.pointerOver(name('GridColDef'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByText((_text, element) => element?.tagName === 'PRE')).not.toHaveAttribute('aria-describedby');
  });

  describe('code the build did not mark (a demo’s full source, another file)', () => {
    const PLAIN = '<span class="hljs-keyword">const</span> columns: GridColDef[] = [];';
    const KEY = 'Listing.tsx|MUI System|full';
    const renderLate = (key = KEY) =>
      render(
        <HoverTypesProvider value="/x/_hover-types/abc.json">
          <CodeBlock html={PLAIN} code="const columns: GridColDef[] = [];" hoverKey={key} language="tsx" revertAfter={COPIED_MS.demo} analyticsLabel="Listing.tsx" />
        </HoverTypesProvider>,
      );
    const pre = () => screen.getByText((_text, element) => element?.tagName === 'PRE');
    beforeEach(() => {
      const table = { ...TABLE, blocks: { [KEY]: [[6, 'columns', 1], [15, 'GridColDef', 0]] } };
      fetcher.mockImplementation(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(table) }));
    });

    it('marks its names from the page’s table when the pointer first reaches it, then shows their types', async () => {
      const { container } = renderLate();
      expect(container.querySelector('[data-t]')).toBeNull();
      expect(fetcher).not.toHaveBeenCalled();
      fireEvent.pointerOver(pre());
      await settle();
      fireEvent.pointerOver(name('GridColDef'));
      await settle();
      expect(screen.getByRole('tooltip')).toHaveTextContent('Column Definition interface.');
      expect(container.querySelector('code')?.textContent).toBe('const columns: GridColDef[] = [];');
      // The page's second table, marks and types alike.
      expect(fetcher.mock.calls).toEqual([['/x/_hover-types/abc.later.json']]);
    });

    it('goes to its first name on Enter once the marks are in', async () => {
      renderLate();
      act(() => pre().focus());
      fireEvent.keyDown(pre(), { key: 'Enter' });
      await settle();
      expect(name('columns')).toHaveFocus();
      await settle();
      expect(screen.getByRole('tooltip')).toHaveTextContent('const columns');
    });

    it('stays plain when the table has nothing for it, or cannot be loaded', async () => {
      const { container, unmount } = renderLate('Other.tsx|MUI System|full');
      fireEvent.pointerOver(pre());
      await settle();
      expect(container.querySelector('[data-t]')).toBeNull();
      unmount();
      resetHoverTablesForTests();
      fetcher.mockImplementation(() => Promise.reject(new Error('offline')));
      const again = renderLate();
      fireEvent.pointerOver(pre());
      await settle();
      expect(again.container.querySelector('[data-t]')).toBeNull();
      expect(again.container.querySelector('code')?.textContent).toBe('const columns: GridColDef[] = [];');
    });
  });
});

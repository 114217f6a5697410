import { act, render, screen, within } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { ContentsBlock, TableOfContents } from './TableOfContents';
import type { TocEntry } from '../contracts';

const TOC: TocEntry[] = [
  { id: 'basics', text: 'Basics', level: 2 },
  { id: 'sort-model', text: 'Sort model', level: 3 },
  { id: 'comparators', text: 'Comparators', level: 3 },
  { id: 'server', text: 'Server-side sorting', level: 2 },
];

/** Drives the scroll-spy by hand: the headings the "browser" reports past the reading line. */
let report: (ids: Record<string, boolean>) => void = () => {};
/** The ids of the elements observed, in order. */
let observed: string[] = [];
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push(element.id);
    // The headings' observer (the other one watches the page's ends).
    if (element.id === 'basics') {
      report = (ids) =>
        this.callback(
          Object.entries(ids).map(([id, isIntersecting]) => ({ target: document.getElementById(id)!, isIntersecting }) as unknown as IntersectionObserverEntry),
          this as unknown as IntersectionObserver,
        );
    }
  }
  disconnect() {}
}

beforeEach(() => {
  observed = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const renderWithHeadings = (ui: React.ReactElement) =>
  render(
    <ThemeProvider theme={createTheme()}>
      <div>
        {TOC.map((entry) => (entry.level === 2 ? <h2 key={entry.id} id={entry.id}>{entry.text}</h2> : <h3 key={entry.id} id={entry.id}>{entry.text}</h3>))}
      </div>
      {ui}
    </ThemeProvider>,
  );

describe('TableOfContents', () => {
  it('nests each h3 under its h2 and marks the section the reader is in', () => {
    renderWithHeadings(<TableOfContents toc={TOC} />);
    // jsdom applies no media query: the sidebar (displayed from lg) counts as hidden there.
    const hidden = true;
    const nav = screen.getByRole('navigation', { hidden });
    expect(nav).toHaveAttribute('aria-labelledby', within(nav).getByRole('heading', { name: 'Contents', hidden }).id);
    const [basics, server] = within(nav).getAllByRole('listitem', { hidden }).filter((item) => item.parentElement?.parentElement === nav);
    expect(within(basics).getAllByRole('link', { hidden }).map((link) => link.textContent)).toEqual(['Basics', 'Sort model', 'Comparators']);
    expect(within(server).getByRole('link', { hidden })).toHaveAttribute('href', '#server');
    expect(within(nav).queryByRole('link', { current: 'location', hidden })).not.toBeInTheDocument();

    act(() => report({ basics: true, 'sort-model': true, comparators: false, server: false }));
    expect(within(nav).getByRole('link', { current: 'location', hidden })).toHaveTextContent('Sort model');
    act(() => report({ comparators: true, server: true }));
    expect(within(nav).getByRole('link', { current: 'location', hidden })).toHaveTextContent('Server-side sorting');
    act(() => report({ server: false, comparators: false }));
    expect(within(nav).getByRole('link', { current: 'location', hidden })).toHaveTextContent('Sort model');
  });

  it('watches the headings a page change renders after its first screen once the body is complete', () => {
    // The same entries between renders, as a page's props are.
    const toc = [TOC[0], TOC[3]];
    const Page = ({ complete }: { complete: boolean }) => (
      <ThemeProvider theme={createTheme()}>
        <h2 id="basics">Basics</h2>
        {complete ? <h2 id="server">Server-side sorting</h2> : null}
        <TableOfContents toc={toc} bodyComplete={complete} />
      </ThemeProvider>
    );
    const { rerender } = render(<Page complete={false} />);
    expect(observed).toContain('basics');
    expect(observed).not.toContain('server');
    rerender(<Page complete />);
    expect(observed).toContain('server');
    act(() => report({ basics: true, server: true }));
    expect(screen.getByRole('link', { current: 'location', hidden: true })).toHaveTextContent('Server-side sorting');
  });

  it('is left out of a page without headings', () => {
    const { container } = render(<TableOfContents toc={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ContentsBlock', () => {
  it('is a collapsed "On this page" block with the same nested list', () => {
    renderWithHeadings(<ContentsBlock toc={TOC} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const details = nav.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getByText('On this page').tagName).toBe('SUMMARY');
    expect(within(nav).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual(['#basics', '#sort-model', '#comparators', '#server']);
  });
});

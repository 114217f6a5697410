import * as React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import Demo from './Demo';
import { CodeStylingProvider, CodeVariantProvider } from '../code/CodePreferenceProviders';
import { PageProvider } from '../core/PageContext';
import type { DemoData, DemoSources, DemoStylingSources } from '../contracts';
import { createDemoSourcesCache, type SourcesResponse } from './demoSources';
import { makePageData } from '../../test-utils/pageData';
import { resetPageIdleForTests } from '../lib/afterPageLoad';

/** The browser's idle callbacks: at once unless a test holds them (`holdIdle`). */
let heldIdle: Array<() => void> | null = null;
function holdIdle() {
  heldIdle = [];
}
function becomeIdle() {
  act(() => {
    for (const callback of heldIdle ?? []) callback();
  });
  heldIdle = null;
}

const openSandbox = jest.fn();
jest.mock('./sandbox/openSandbox', () => ({ openSandbox: (...args: unknown[]) => openSandbox(...args) }));

/** IntersectionObserver stand-in: tests decide when an element nears the viewport. */
let observed: Array<{ callback: IntersectionObserverCallback; element: Element }> = [];
class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ callback: this.callback, element });
  }
  disconnect() {
    observed = observed.filter((entry) => entry.callback !== this.callback);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
function scrollNear() {
  act(() => {
    for (const { callback, element } of [...observed]) {
      callback([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

const sources = (label: string, withPreview = true): DemoStylingSources => ({
  TS: {
    code: `// ${label} TS full\nconst a: number = 1;\n`,
    html: `<span>${label} TS full</span>`,
    preview: withPreview ? { code: `${label} TS preview\n`, html: `<span>${label} TS preview</span>` } : null,
  },
  JS: {
    code: `// ${label} JS full\nconst a = 1;\n`,
    html: `<span>${label} JS full</span>`,
    preview: withPreview ? { code: `${label} JS preview\n`, html: `<span>${label} JS preview</span>` } : null,
  },
  imports: ['@mui/x-tree-view/SimpleTreeView'],
  files: { TS: {}, JS: {} },
});

const TREE_SOURCES = '/x/_demo-sources/tree-view/Tree.0123456789abcdef.json';
const GRID_SOURCES = '/x/_demo-sources/data-grid/Grid.fedcba9876543210.json';

/** The sources files the fake server holds. */
const FILES: Record<string, DemoSources> = {
  [TREE_SOURCES]: { stylings: { 'MUI System': sources('System'), Tailwind: sources('Tailwind'), CSS: sources('CSS') } },
  [GRID_SOURCES]: { stylings: { 'MUI System': sources('Grid', false) } },
};

const TREE: DemoData = {
  file: 'Tree.tsx',
  height: 120,
  licensed: false,
  stylings: {
    'MUI System': { module: 'tree-view/Tree', fileName: 'Tree' },
    Tailwind: { module: 'tree-view/Tree.tailwind', fileName: 'Tree' },
    CSS: { module: 'tree-view/Tree.css', fileName: 'Tree' },
  },
  firstCode: { html: '<span>System TS preview</span>', preview: true },
  sources: TREE_SOURCES,
};

const GRID: DemoData = {
  file: 'Grid.tsx',
  height: 300,
  licensed: true,
  stylings: { 'MUI System': { module: 'data-grid/Grid', fileName: 'Grid' } },
  firstCode: { html: '<span>Grid TS full</span>', preview: false },
  sources: GRID_SOURCES,
};

const PAGE = makePageData({ pathname: '/x/react-tree-view/items', title: 'Items', productId: 'x-tree-view', productName: 'Tree View' });

/**
 * The network behind the page's cache of sources files: every fetch waits until the test answers it
 * (`arrive`, `fail`), or is answered at once after `answerAtOnce()`.
 */
function sourcesNetwork() {
  let atOnce = false;
  const waiting: Array<{ url: string; answer: (ok: boolean) => void }> = [];
  const fetchFile = jest.fn(
    (url: string) =>
      new Promise<SourcesResponse>((resolve, reject) => {
        const answer = (ok: boolean) =>
          ok ? resolve({ ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(FILES[url])) }) : reject(new TypeError('Failed to fetch'));
        if (atOnce) answer(true);
        else waiting.push({ url, answer });
      }),
  );
  const settle = async (ok: boolean) => {
    await act(async () => {
      for (const request of waiting.splice(0)) request.answer(ok);
    });
  };
  return {
    cache: createDemoSourcesCache(fetchFile),
    fetchFile,
    requested: () => fetchFile.mock.calls.map(([url]) => url),
    arrive: () => settle(true),
    fail: () => settle(false),
    answerAtOnce: () => {
      atOnce = true;
    },
  };
}

type Loader = jest.Mock<Promise<{ default: React.ComponentType }>, [string, boolean]>;

function renderDemos(
  demos: DemoData[],
  load: Loader = jest.fn((module: string, _licensed: boolean) => Promise.resolve({ default: () => <p>live {module}</p> })),
  network = sourcesNetwork(),
) {
  const utils = render(
    <PageProvider value={PAGE}>
      <CodeVariantProvider>
        <CodeStylingProvider>
          {demos.map((demo, index) => (
            <Demo key={index} demo={demo} htmlKey={`d${index}`} load={load} sourcesCache={network.cache} />
          ))}
        </CodeStylingProvider>
      </CodeVariantProvider>
    </PageProvider>,
  );
  return { ...utils, load, network };
}

/** The code block of the nth demo. */
const codeOf = (container: HTMLElement, index = 0) => container.querySelectorAll('pre')[index] as HTMLElement;

beforeEach(() => {
  resetPageIdleForTests();
  heldIdle = null;
  window.requestIdleCallback = ((callback: IdleRequestCallback) => {
    const run = () => callback({} as IdleDeadline);
    if (heldIdle) heldIdle.push(run);
    else run();
    return 0;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => {};
  observed = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  openSandbox.mockReset();
});

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('Demo', () => {
  it('reserves the demo height and loads nothing, code or sources, until it nears the viewport', async () => {
    const { container, load, network } = renderDemos([TREE]);
    const live = container.querySelector('[data-state]') as HTMLElement;
    expect(live).toHaveAttribute('data-state', 'loading');
    expect(container.querySelector('.demo-content')).toHaveStyle({ minHeight: '120px' });
    expect(load).not.toHaveBeenCalled();
    expect(network.fetchFile).not.toHaveBeenCalled();
    scrollNear();
    expect(load).toHaveBeenCalledWith('tree-view/Tree', false);
    // The sources file starts with the live chunk.
    expect(network.requested()).toEqual([TREE_SOURCES]);
    expect(await screen.findByText('live tree-view/Tree')).toBeInTheDocument();
    expect(live).toHaveAttribute('data-state', 'ready');
  });

  it('mounts a demo of the first screen only once the page is interactive, in the same reserved space', async () => {
    holdIdle();
    const { container, load, network } = renderDemos([TREE]);
    scrollNear();
    expect(load).not.toHaveBeenCalled();
    expect(network.fetchFile).not.toHaveBeenCalled();
    expect(container.querySelector('.demo-content')).toHaveStyle({ minHeight: '120px' });
    becomeIdle();
    expect(load).toHaveBeenCalledWith('tree-view/Tree', false);
    expect(network.requested()).toEqual([TREE_SOURCES]);
    expect(await screen.findByText('live tree-view/Tree')).toBeInTheDocument();
  });

  it('loads a licensed demo as licensed', async () => {
    const { load } = renderDemos([GRID]);
    scrollNear();
    expect(load).toHaveBeenCalledWith('data-grid/Grid', true);
    expect(await screen.findByText('live data-grid/Grid')).toBeInTheDocument();
  });

  it('fetches the sources when the pointer or focus reaches the demo, once per file', async () => {
    const { network } = renderDemos([TREE, GRID]);
    const [treeToolbar, gridToolbar] = screen.getAllByRole('group', { name: 'Source language' });
    fireEvent.pointerEnter(treeToolbar.closest('[data-demo]')!);
    expect(network.requested()).toEqual([TREE_SOURCES]);
    fireEvent.focus(gridToolbar.querySelector('button')!);
    fireEvent.pointerEnter(treeToolbar.closest('[data-demo]')!);
    expect(network.requested()).toEqual([TREE_SOURCES, GRID_SOURCES]);
  });

  it('two demos naming the same file share one fetch', async () => {
    const { network, container } = renderDemos([TREE, TREE]);
    scrollNear();
    expect(network.requested()).toEqual([TREE_SOURCES]);
    await userEvent.click(screen.getAllByRole('button', { name: 'JS' })[0]);
    await network.arrive();
    expect(codeOf(container, 0)).toHaveTextContent('System JS preview');
    expect(codeOf(container, 1)).toHaveTextContent('System JS preview');
  });

  it('shows the first code from the page at once, and the full source once the file has arrived', async () => {
    const { container, network } = renderDemos([TREE]);
    const code = codeOf(container);
    expect(code).toHaveTextContent('System TS preview');
    // Marked as the page's fragment, so hydration reads it from the document.
    expect(code.querySelector('code')).toHaveAttribute('data-html', 'd0');
    const expander = screen.getByRole('button', { name: 'Show the full source' });
    expect(expander).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expander);
    expect(screen.getByRole('button', { name: 'Hide the full source' })).toHaveAttribute('aria-expanded', 'true');
    // Waiting: the preview stays, marked busy.
    expect(code).toHaveTextContent('System TS preview');
    expect(code).toHaveAttribute('aria-busy', 'true');
    expect(network.requested()).toEqual([TREE_SOURCES]);
    await network.arrive();
    expect(code).toHaveTextContent('System TS full');
    expect(code).not.toHaveAttribute('aria-busy');
    expect(code.querySelector('code')).not.toHaveAttribute('data-html');
    await userEvent.click(screen.getByRole('button', { name: 'Hide the full source' }));
    expect(code).toHaveTextContent('System TS preview');
    expect(code.querySelector('code')).toHaveAttribute('data-html', 'd0');
  });

  it('copies the full source of the selected language while the preview shows, waiting for the file', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container, network } = renderDemos([TREE]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(writeText).not.toHaveBeenCalled();
    await network.arrive();
    expect(writeText).toHaveBeenCalledWith('// System TS full\nconst a: number = 1;\n');
    expect(screen.getByRole('button', { name: 'Copy the code' })).toHaveTextContent('Copied');
    // With the file there, the next copy is immediate, in the chosen language.
    await userEvent.click(screen.getByRole('button', { name: 'JS' }));
    expect(codeOf(container)).toHaveTextContent('System JS preview');
    await userEvent.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(writeText).toHaveBeenLastCalledWith('// System JS full\nconst a = 1;\n');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('Ctrl + C on the hovered block copies the full source once the file arrives', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container, network } = renderDemos([TREE]);
    fireEvent.pointerEnter(codeOf(container).parentElement!);
    fireEvent.keyDown(document, { key: 'c', ctrlKey: true });
    await network.arrive();
    expect(writeText).toHaveBeenCalledWith('// System TS full\nconst a: number = 1;\n');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('says the copy failed when the file cannot be fetched, and copies on the next try', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { network } = renderDemos([TREE]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy the code' }));
    await network.fail();
    expect(screen.getByRole('button', { name: 'Copy the code' })).toHaveTextContent('Copy failed');
    expect(writeText).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the code' }));
    await network.arrive();
    expect(writeText).toHaveBeenCalledWith('// System TS full\nconst a: number = 1;\n');
    expect(network.requested()).toEqual([TREE_SOURCES, TREE_SOURCES]);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('has no expander when the demo has no preview', () => {
    renderDemos([GRID]);
    expect(screen.getByText('Grid TS full')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /full source/ })).toBeNull();
  });

  it('switches every demo of the page to JS once their files arrive, and remembers it', async () => {
    const { container, network } = renderDemos([TREE, GRID]);
    scrollNear();
    const [first] = screen.getAllByRole('group', { name: 'Source language' });
    await userEvent.click(first.querySelector('button[value="JS"]') as HTMLElement);
    expect(Cookies.get('codeVariant')).toBe('JS');
    expect(codeOf(container, 0)).toHaveTextContent('System TS preview');
    await network.arrive();
    expect(codeOf(container, 0)).toHaveTextContent('System JS preview');
    expect(codeOf(container, 0)).toHaveAttribute('data-language', 'jsx');
    expect(codeOf(container, 1)).toHaveTextContent('Grid JS full');
  });

  it('a reader who chose JS sees the TS preview until the file arrives, then JS, in the same place', async () => {
    Cookies.set('codeVariant', 'JS');
    const { container, network } = renderDemos([TREE]);
    const code = codeOf(container);
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Source language' })).getByRole('button', { name: 'JS' })).toHaveAttribute('aria-pressed', 'true'));
    expect(code).toHaveTextContent('System TS preview');
    expect(code).toHaveAttribute('aria-busy', 'true');
    // Nothing is fetched before the demo nears the viewport.
    expect(network.fetchFile).not.toHaveBeenCalled();
    scrollNear();
    await network.arrive();
    expect(codeOf(container)).toBe(code);
    expect(code).toHaveTextContent('System JS preview');
    expect(code).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('.demo-content')).toHaveStyle({ minHeight: '120px' });
  });

  it('keeps the first code when the file cannot be fetched, says so once a control needs it, and retries on the next action', async () => {
    const { container, network } = renderDemos([TREE]);
    scrollNear();
    await network.fail();
    // Nothing needed the file yet: nothing to say.
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'JS' }));
    await network.fail();
    expect(codeOf(container)).toHaveTextContent('System TS preview');
    expect(screen.getByRole('alert')).toHaveTextContent('This source could not be loaded. Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Show the full source' }));
    await network.arrive();
    expect(codeOf(container)).toHaveTextContent('System JS full');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(network.requested()).toEqual([TREE_SOURCES, TREE_SOURCES, TREE_SOURCES]);
  });

  it('offers the styling selector only on demos with styling variants', () => {
    renderDemos([TREE, GRID]);
    expect(screen.getAllByRole('group', { name: 'Styling' })).toHaveLength(1);
    expect(screen.getAllByRole('group', { name: 'Source language' })).toHaveLength(2);
  });

  it('switches styling: the live variant loads from the page data, its source once the file arrives', async () => {
    const { load, network, container } = renderDemos([TREE, GRID]);
    scrollNear();
    await userEvent.click(screen.getByRole('button', { name: 'Tailwind' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('tree-view/Tree.tailwind', false));
    expect(await screen.findByText('live tree-view/Tree.tailwind')).toBeInTheDocument();
    expect(codeOf(container, 0)).toHaveTextContent('System TS preview');
    await network.arrive();
    expect(codeOf(container, 0)).toHaveTextContent('Tailwind TS preview');
    expect(codeOf(container, 1)).toHaveTextContent('Grid TS full');
    expect(Cookies.get('codeStyling')).toBe('Tailwind');
  });

  it('shows a file fetched earlier in the session at once', async () => {
    const network = sourcesNetwork();
    network.answerAtOnce();
    await act(async () => {
      await network.cache.load(TREE_SOURCES);
    });
    Cookies.set('codeVariant', 'JS');
    const { container } = renderDemos([TREE], undefined, network);
    await waitFor(() => expect(codeOf(container)).toHaveTextContent('System JS preview'));
    expect(network.fetchFile).toHaveBeenCalledTimes(1);
  });

  it('says so when the demo cannot load, instead of staying blank', async () => {
    const { container } = renderDemos([TREE], jest.fn((_module: string, _licensed: boolean) => Promise.reject(new Error('ChunkLoadError'))));
    scrollNear();
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'failed');
  });

  it('says so when the demo crashes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    renderDemos([TREE], jest.fn((_module: string, _licensed: boolean) => Promise.resolve({ default: Broken as React.ComponentType })));
    scrollNear();
    expect(await screen.findByText(/stopped working/)).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('loads at once where IntersectionObserver is missing', async () => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { load, network } = renderDemos([TREE]);
    expect(load).toHaveBeenCalled();
    expect(network.requested()).toEqual([TREE_SOURCES]);
    expect(await screen.findByText('live tree-view/Tree')).toBeInTheDocument();
  });

  it('opens the selected variant in a sandbox once the file arrives', async () => {
    const { network } = renderDemos([TREE]);
    await userEvent.click(screen.getByRole('button', { name: 'CSS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open in StackBlitz' }));
    expect(openSandbox).not.toHaveBeenCalled();
    await network.arrive();
    await waitFor(() => expect(openSandbox).toHaveBeenCalledTimes(1));
    expect(openSandbox).toHaveBeenCalledWith('stackblitz', {
      title: 'Tree demo - MUI X',
      description: 'Items: https://mui.com/x/react-tree-view/items/',
      fileName: 'Tree',
      variant: 'TS',
      styling: 'CSS',
      source: '// CSS TS full\nconst a: number = 1;\n',
      imports: ['@mui/x-tree-view/SimpleTreeView'],
      files: {},
    });
  });

  it('says a sandbox cannot open when the file cannot be fetched, and opens it on the next click', async () => {
    const { network } = renderDemos([GRID]);
    fireEvent.click(screen.getByRole('button', { name: 'Open in CodeSandbox' }));
    await network.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('This demo could not be opened in a sandbox: its source could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Open in CodeSandbox' }));
    await network.arrive();
    await waitFor(() => expect(openSandbox).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why a sandbox cannot open', async () => {
    openSandbox.mockImplementation(() => {
      throw new TypeError('Cannot find the date library of the adapter "AdapterNope"');
    });
    const { network } = renderDemos([GRID]);
    network.answerAtOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Open in CodeSandbox' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be opened in a sandbox: Cannot find the date library of the adapter "AdapterNope"');
  });
});

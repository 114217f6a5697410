import * as React from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import Demo from './Demo';
import { CodeStylingProvider, CodeVariantProvider } from './CodePreferenceProviders';
import { PageProvider } from '../core/PageContext';
import type { DemoData, DemoStylingVariant } from '../contracts';
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

const source = (module: string, label: string, withPreview = true): DemoStylingVariant => ({
  module,
  fileName: 'Tree',
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

const TREE: DemoData = {
  file: 'Tree.tsx',
  height: 120,
  licensed: false,
  stylings: {
    'MUI System': source('tree-view/Tree', 'System'),
    Tailwind: source('tree-view/Tree.tailwind', 'Tailwind'),
    CSS: source('tree-view/Tree.css', 'CSS'),
  },
};

const GRID: DemoData = { file: 'Grid.tsx', height: 300, licensed: true, stylings: { 'MUI System': source('data-grid/Grid', 'Grid', false) } };

const PAGE = makePageData({ pathname: '/x/react-tree-view/items', title: 'Items', productId: 'x-tree-view', productName: 'Tree View' });

type Loader = jest.Mock<Promise<{ default: React.ComponentType }>, [string, boolean]>;

function renderDemos(
  demos: DemoData[],
  load: Loader = jest.fn((module: string, _licensed: boolean) => Promise.resolve({ default: () => <p>live {module}</p> })),
) {
  const utils = render(
    <PageProvider value={PAGE}>
      <CodeVariantProvider>
        <CodeStylingProvider>
          {demos.map((demo) => (
            <Demo key={demo.file} demo={demo} load={load} />
          ))}
        </CodeStylingProvider>
      </CodeVariantProvider>
    </PageProvider>,
  );
  return { ...utils, load };
}

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
  it('reserves the demo height and loads nothing until it nears the viewport', async () => {
    const { container, load } = renderDemos([TREE]);
    const live = container.querySelector('[data-state]') as HTMLElement;
    expect(live).toHaveAttribute('data-state', 'loading');
    expect(container.querySelector('.demo-content')).toHaveStyle({ minHeight: '120px' });
    expect(load).not.toHaveBeenCalled();
    scrollNear();
    expect(load).toHaveBeenCalledWith('tree-view/Tree', false);
    expect(await screen.findByText('live tree-view/Tree')).toBeInTheDocument();
    expect(live).toHaveAttribute('data-state', 'ready');
  });

  it('mounts a demo of the first screen only once the page is interactive, in the same reserved space', async () => {
    holdIdle();
    const { container, load } = renderDemos([TREE]);
    scrollNear();
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('.demo-content')).toHaveStyle({ minHeight: '120px' });
    becomeIdle();
    expect(load).toHaveBeenCalledWith('tree-view/Tree', false);
    expect(await screen.findByText('live tree-view/Tree')).toBeInTheDocument();
  });

  it('loads a licensed demo as licensed', async () => {
    const { load } = renderDemos([GRID]);
    scrollNear();
    expect(load).toHaveBeenCalledWith('data-grid/Grid', true);
    expect(await screen.findByText('live data-grid/Grid')).toBeInTheDocument();
  });

  it('shows the TS preview first and the full source on demand', async () => {
    renderDemos([TREE]);
    expect(screen.getByText('System TS preview')).toBeInTheDocument();
    const expander = screen.getByRole('button', { name: 'Show the full source' });
    expect(expander).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expander);
    expect(screen.getByText('System TS full')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide the full source' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('copies the full source of the selected language even while the preview shows', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDemos([TREE]);
    expect(screen.getByText('System TS preview')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(writeText).toHaveBeenCalledWith('// System TS full\nconst a: number = 1;\n');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('has no expander when the demo has no preview', () => {
    renderDemos([GRID]);
    expect(screen.getByText('Grid TS full')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /full source/ })).toBeNull();
  });

  it('switches every demo of the page to JS and remembers it', async () => {
    renderDemos([TREE, GRID]);
    const [first] = screen.getAllByRole('group', { name: 'Source language' });
    await userEvent.click(first.querySelector('button[value="JS"]') as HTMLElement);
    expect(screen.getByText('System JS preview')).toBeInTheDocument();
    expect(screen.getByText('Grid JS full')).toBeInTheDocument();
    expect(Cookies.get('codeVariant')).toBe('JS');
  });

  it('offers the styling selector only on demos with styling variants', () => {
    renderDemos([TREE, GRID]);
    expect(screen.getAllByRole('group', { name: 'Styling' })).toHaveLength(1);
    expect(screen.getAllByRole('group', { name: 'Source language' })).toHaveLength(2);
  });

  it('switches styling, loading that variant, and keeps others on MUI System', async () => {
    const { load } = renderDemos([TREE, GRID]);
    scrollNear();
    await userEvent.click(screen.getByRole('button', { name: 'Tailwind' }));
    expect(screen.getByText('Tailwind TS preview')).toBeInTheDocument();
    expect(screen.getByText('Grid TS full')).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledWith('tree-view/Tree.tailwind', false));
    expect(await screen.findByText('live tree-view/Tree.tailwind')).toBeInTheDocument();
    expect(Cookies.get('codeStyling')).toBe('Tailwind');
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
    const { load } = renderDemos([TREE]);
    expect(load).toHaveBeenCalled();
    expect(await screen.findByText('live tree-view/Tree')).toBeInTheDocument();
  });

  it('opens the selected variant in a sandbox', async () => {
    renderDemos([TREE]);
    await userEvent.click(screen.getByRole('button', { name: 'CSS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open in StackBlitz' }));
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

  it('shows why a sandbox cannot open', async () => {
    openSandbox.mockImplementation(() => {
      throw new TypeError('Cannot find the date library of the adapter "AdapterNope"');
    });
    renderDemos([GRID]);
    fireEvent.click(screen.getByRole('button', { name: 'Open in CodeSandbox' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be opened in a sandbox: Cannot find the date library of the adapter "AdapterNope"');
  });
});

import * as React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { becomeIdle, codeOf, GRID, GRID_SOURCES, holdIdle, renderDemos, resetDemoEnvironment, scrollNear, TREE, TREE_SOURCES } from './fixtures/demoHarness';

const openSandbox = jest.fn();
jest.mock('./sandbox/openSandbox', () => ({ openSandbox: (...args: unknown[]) => openSandbox(...args) }));

beforeEach(() => {
  resetDemoEnvironment();
  openSandbox.mockReset();
});

describe('Demo: the live component and its sources file', () => {
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
});

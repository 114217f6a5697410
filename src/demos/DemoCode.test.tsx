import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { codeOf, GRID, renderDemos, resetDemoEnvironment, scrollNear, sourcesNetwork, TREE, TREE_SOURCES } from './fixtures/demoHarness';

const openSandbox = jest.fn();
jest.mock('./sandbox/openSandbox', () => ({ openSandbox: (...args: unknown[]) => openSandbox(...args) }));

beforeEach(() => {
  resetDemoEnvironment();
  openSandbox.mockReset();
});

describe('Demo: code, copy, preferences and sandboxes', () => {
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

import * as React from 'react';
import { createPortal } from 'react-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { codeOf, renderDemos, resetDemoEnvironment, scrollNear, TREE } from './fixtures/demoHarness';
import type { DemoEditControllerProps } from './edit/DemoEditController';

const openSandbox = jest.fn();
jest.mock('./sandbox/openSandbox', () => ({ openSandbox: (...args: unknown[]) => openSandbox(...args) }));
const report = jest.fn();
jest.mock('./edit/editEvents', () => ({ reportEditOnce: (...args: unknown[]) => report(...args) }));
/** The editor's chunk: a textarea in the editor's place that reports every edit as shown. */
jest.mock('./edit/DemoEditController', () => ({
  __esModule: true,
  default: function FakeController(props: DemoEditControllerProps) {
    const { onState, variant } = props;
    const [text, setText] = React.useState(props.source[variant].code);
    React.useEffect(() => {
      onState({ edited: text === props.source[variant].code ? null : { variant, full: text, files: props.source.files[variant] }, shown: text !== props.source[variant].code });
    }, [text, onState, variant, props.source]);
    return (
      <React.Fragment>
        {props.editorSlot ? createPortal(<textarea aria-label="editor" value={text} onChange={(event) => setText(event.target.value)} onKeyDown={(event) => event.key === 'Escape' && props.onLeave()} />, props.editorSlot) : null}
        {props.frameSlot ? createPortal(<p>edited demo</p>, props.frameSlot) : null}
      </React.Fragment>
    );
  },
}));

beforeEach(() => {
  resetDemoEnvironment();
  openSandbox.mockReset();
  report.mockReset();
});

async function startEditing() {
  const view = renderDemos([TREE]);
  view.network.answerAtOnce();
  scrollNear();
  await screen.findByText('live tree-view/Tree');
  await userEvent.click(screen.getByRole('button', { name: 'Edit the code' }));
  return { ...view, editor: await screen.findByRole('textbox', { name: 'editor' }) };
}

describe('Demo: editing the code in place', () => {
  it('loads the editor on the first edit only, in place of the code, and reports the start', async () => {
    const { container, editor } = await startEditing();
    expect(codeOf(container)).toBeUndefined();
    expect(editor).toHaveValue('// System TS full\nconst a: number = 1;\n');
    expect(report).toHaveBeenCalledWith('edit_start', 'Tree.tsx');
  });

  it('shows the edited demo instead of the original, and Reset demo brings both back', async () => {
    const { container, editor } = await startEditing();
    fireEvent.change(editor, { target: { value: 'edited code' } });
    expect(screen.getByText('edited demo')).toBeInTheDocument();
    expect(container.querySelector('.demo-content')).toHaveStyle({ display: 'none' });
    // The original is unmounted meanwhile, not just hidden (a hidden grid warns of a 0 px parent).
    expect(screen.queryByText('live tree-view/Tree')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset demo' }));
    expect(screen.queryByRole('textbox', { name: 'editor' })).not.toBeInTheDocument();
    expect(screen.queryByText('edited demo')).not.toBeInTheDocument();
    expect(codeOf(container)).toHaveTextContent('System TS preview');
    // A fresh mount of the original demo.
    scrollNear();
    expect(await screen.findByText('live tree-view/Tree')).toBeVisible();
    expect(report).toHaveBeenCalledWith('edit_reset', 'Tree.tsx');
  });

  it('opens the sandboxes with the edited code', async () => {
    const { editor } = await startEditing();
    fireEvent.change(editor, { target: { value: 'edited code' } });
    await userEvent.click(screen.getByRole('button', { name: 'Open in CodeSandbox' }));
    await waitFor(() => expect(openSandbox).toHaveBeenCalled());
    expect(openSandbox.mock.calls[0][1]).toMatchObject({ source: 'edited code', variant: 'TS' });
  });

  it('Esc leaves the editor for its region; Reset focus moves focus to the demo', async () => {
    const { container, editor } = await startEditing();
    fireEvent.keyDown(editor, { key: 'Escape' });
    expect(document.activeElement).toBe(container.querySelector('.demo-editor-slot'));
    await userEvent.click(screen.getByRole('button', { name: 'Reset focus' }));
    expect(document.activeElement).toBe(container.querySelector('[data-demo-live]'));
  });
});

describe('Demo: the toolbar', () => {
  it('is one toolbar with one tab stop; arrows, Home and End move along it', async () => {
    renderDemos([TREE]);
    const toolbar = screen.getByRole('toolbar', { name: 'Demo tools' });
    const items = [...toolbar.querySelectorAll<HTMLElement>('button, a[href]')];
    expect(items.filter((item) => item.tabIndex === 0)).toHaveLength(1);
    act(() => items[0].focus());
    fireEvent.keyDown(items[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1], { key: 'End' });
    expect(document.activeElement).toBe(items[items.length - 1]);
    fireEvent.keyDown(items[items.length - 1], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(items[items.length - 1]);
    fireEvent.keyDown(items[items.length - 1], { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    expect(items.filter((item) => item.tabIndex === 0)).toEqual([items[0]]);
  });

  it('copies a link to the source shown, in its language', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDemos([TREE]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link to the TS source' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/#Tree.tsx');
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  });

  it('opens the full source in the language a link names', async () => {
    window.location.hash = '#Tree.js';
    const { network, container } = renderDemos([TREE]);
    await network.arrive();
    expect(screen.getByRole('button', { name: 'JS' })).toHaveAttribute('aria-pressed', 'true');
    expect(codeOf(container)).toHaveTextContent('System JS full');
    window.location.hash = '';
  });
});

describe('Demo: a click in the code', () => {
  it('starts the editor, but not on a name whose type the code shows (a tap on a phone shows the type)', async () => {
    const demo = { ...TREE, firstCode: { html: '<span data-t="0">GridColDef</span> rest', preview: true } };
    const { container, network } = renderDemos([demo]);
    network.answerAtOnce();
    await userEvent.click(screen.getByText('GridColDef'));
    expect(screen.queryByRole('textbox', { name: 'editor' })).not.toBeInTheDocument();
    await userEvent.click(codeOf(container));
    expect(await screen.findByRole('textbox', { name: 'editor' })).toBeInTheDocument();
  });
});

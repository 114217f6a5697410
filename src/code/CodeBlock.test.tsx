import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CodeBlock, COPIED_MS } from './CodeBlock';
import { sendEvent } from '../analytics/sendEvent';

jest.mock('../analytics/sendEvent', () => ({ sendEvent: jest.fn() }));

const writeText = jest.fn<Promise<void>, [string]>();

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  setClipboard({ writeText });
  (sendEvent as jest.Mock).mockClear();
});

afterEach(() => {
  jest.useRealTimers();
  setClipboard(undefined);
  delete (document as { execCommand?: unknown }).execCommand;
  document.getSelection()?.removeAllRanges();
});

const CODE = 'const a = "<b>";\n';

function renderBlock(revertAfter: number = COPIED_MS.prose) {
  return render(
    <CodeBlock code={CODE} html="<span>const</span> a" language="tsx" revertAfter={revertAfter} analyticsLabel="markdown" />,
  );
}

const button = () => screen.getByRole('button', { name: 'Copy the code' });

/** Lets the clipboard promise settle. */
const settle = () => act(async () => {});

describe('CodeBlock copy button', () => {
  it('copies the text of the highlighted code when no text is given (a page fence sends its code once)', async () => {
    render(
      <CodeBlock
        html={'<span class="hljs-keyword">const</span> a = <span class="hljs-string">&quot;&lt;b&gt;&quot;</span>;\n'}
        language="tsx"
        revertAfter={COPIED_MS.prose}
        analyticsLabel="markdown"
      />,
    );
    fireEvent.click(button());
    await settle();
    expect(writeText).toHaveBeenCalledWith(CODE);
  });

  it('is named "Copy the code", shows Copy, and is described by the visible shortcut hint', () => {
    renderBlock();
    expect(button()).toHaveTextContent(/^Copy$/);
    expect(button()).toHaveAccessibleDescription('Ctrl + C');
    expect(screen.getByText('Ctrl + C')).toBeVisible();
  });

  it.each([
    ['prose', COPIED_MS.prose, 2000],
    ['demo', COPIED_MS.demo, 1200],
  ])('in %s copies the exact text and reverts after %i ms', async (_label, revertAfter, expected) => {
    renderBlock(revertAfter);
    fireEvent.click(button());
    await settle();
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(button()).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard');
    act(() => jest.advanceTimersByTime(expected - 1));
    expect(button()).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(button()).toHaveTextContent(/^Copy$/);
  });

  it('restarts the timer on a second copy', async () => {
    renderBlock(COPIED_MS.demo);
    fireEvent.click(button());
    await settle();
    act(() => jest.advanceTimersByTime(1000));
    fireEvent.click(button());
    await settle();
    act(() => jest.advanceTimersByTime(1000));
    expect(button()).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(200));
    expect(button()).not.toHaveTextContent('Copied');
  });

  it('reports the click to analytics', async () => {
    renderBlock();
    fireEvent.click(button());
    await settle();
    expect(sendEvent).toHaveBeenCalledWith({ category: 'copy_code', action: 'click', label: 'markdown' });
  });

  it('falls back to execCommand without the Clipboard API', async () => {
    setClipboard(undefined);
    const execCommand = jest.fn(() => true);
    (document as { execCommand?: unknown }).execCommand = execCommand;
    renderBlock();
    fireEvent.click(button());
    await settle();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(button()).toHaveTextContent('Copied');
  });

  it('says so, without throwing, when nothing can copy', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('NotAllowedError')) });
    renderBlock();
    fireEvent.click(button());
    await settle();
    expect(button()).toHaveTextContent('Copy failed');
    expect(sendEvent).not.toHaveBeenCalled();
  });

  it('clears its timer when unmounted', async () => {
    const { unmount } = renderBlock();
    fireEvent.click(button());
    await settle();
    const clear = jest.spyOn(global, 'clearTimeout');
    unmount();
    expect(clear).toHaveBeenCalled();
    clear.mockRestore();
  });
});

describe('CodeBlock keyboard shortcut', () => {
  // The block: the button sits in the copy area, inside the block's root.
  const block = () => button().parentElement!.parentElement as HTMLElement;

  it('copies the hovered block with Ctrl + C and reports "keyboard"', async () => {
    renderBlock();
    fireEvent.pointerEnter(block());
    fireEvent.keyDown(document, { key: 'c', ctrlKey: true });
    await settle();
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(button()).toHaveTextContent('Copied');
    expect(sendEvent).toHaveBeenCalledWith({ category: 'copy_code', action: 'keyboard', label: 'markdown' });
  });

  it('copies with Ctrl + C when the pointer was already on the block as it hydrated (no pointerenter)', async () => {
    const matches = jest.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      // The block's root (the element holding its <pre>) is under the pointer.
      return selector === ':hover' && this.tagName === 'DIV' && this.querySelector(':scope > pre') !== null;
    });
    renderBlock();
    fireEvent.keyDown(document, { key: 'c', ctrlKey: true });
    await settle();
    matches.mockRestore();
    expect(writeText).toHaveBeenCalledWith(CODE);
  });

  it('copies the focused block with ⌘ + C', async () => {
    renderBlock();
    act(() => screen.getByText('a', { exact: false }).closest('pre')!.focus());
    fireEvent.keyDown(document, { key: 'c', metaKey: true });
    await settle();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('copies with Ctrl + C pressed in the block right as it takes focus (before it re-renders)', async () => {
    renderBlock();
    const pre = screen.getByText('a', { exact: false }).closest('pre')!;
    // Focus and key in one batch: the focused state (and its document listener) is not there yet.
    act(() => {
      pre.focus();
      pre.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true, cancelable: true }));
    });
    await settle();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(CODE);
  });

  it('copies once when the block is both focused and hovered', async () => {
    renderBlock();
    fireEvent.pointerEnter(block());
    const pre = screen.getByText('a', { exact: false }).closest('pre')!;
    act(() => pre.focus());
    fireEvent.keyDown(pre, { key: 'c', ctrlKey: true });
    await settle();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['not hovered nor focused', false, { key: 'c', ctrlKey: true }],
    ['with Shift', true, { key: 'c', ctrlKey: true, shiftKey: true }],
    ['with Alt', true, { key: 'c', ctrlKey: true, altKey: true }],
    ['another key', true, { key: 'v', ctrlKey: true }],
  ])('does nothing %s', async (_label, hover, keys) => {
    renderBlock();
    if (hover) fireEvent.pointerEnter(block());
    fireEvent.keyDown(document, keys);
    await settle();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('leaves the browser copy alone when text is selected', async () => {
    renderBlock();
    const range = document.createRange();
    range.selectNodeContents(screen.getByText('const'));
    document.getSelection()?.addRange(range);
    fireEvent.pointerEnter(block());
    fireEvent.keyDown(document, { key: 'c', ctrlKey: true });
    await settle();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('stops listening once the pointer leaves', async () => {
    renderBlock();
    fireEvent.pointerEnter(block());
    fireEvent.pointerLeave(block());
    fireEvent.keyDown(document, { key: 'c', ctrlKey: true });
    await settle();
    expect(writeText).not.toHaveBeenCalled();
  });
});

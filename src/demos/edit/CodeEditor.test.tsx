import * as React from 'react';
import { act, render } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { CodeEditor } from './CodeEditor';

function editorOf(container: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(container.querySelector('.cm-editor') as HTMLElement);
  if (!view) throw new Error('no editor');
  return view;
}

describe('CodeEditor', () => {
  it('edits the code with a label, reports each change and takes a new text from outside', () => {
    const onChange = jest.fn();
    const { container, rerender } = render(<CodeEditor doc={'const a = 1;\n'} typescript label="Code of the Grid demo" onChange={onChange} onEscape={() => {}} />);
    expect(container.querySelector('.cm-content')).toHaveAttribute('aria-label', 'Code of the Grid demo');
    const view = editorOf(container);
    act(() => view.dispatch({ changes: { from: 10, to: 11, insert: '2' } }));
    expect(onChange).toHaveBeenLastCalledWith('const a = 2;\n');
    rerender(<CodeEditor doc={'const b = 3;\n'} typescript label="Code of the Grid demo" onChange={onChange} onEscape={() => {}} />);
    expect(view.state.doc.toString()).toBe('const b = 3;\n');
  });

  it('leaves on Esc and focuses itself when asked', () => {
    const onEscape = jest.fn();
    const { container } = render(<CodeEditor doc="x" typescript={false} label="Code" onChange={() => {}} onEscape={onEscape} autoFocus />);
    const content = container.querySelector('.cm-content') as HTMLElement;
    content.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true }));
    expect(onEscape).toHaveBeenCalled();
  });
});

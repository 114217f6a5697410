import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import DemoEditController from './DemoEditController';
import type { DemoStylingSources } from '../../contracts';
import { sources } from '../fixtures/demoHarness';

jest.mock('./CodeEditor', () => ({
  CodeEditor: (props: { doc: string; label: string; onChange: (text: string) => void; onEscape: () => void }) => (
    <textarea aria-label={props.label} value={props.doc} onChange={(event) => props.onChange(event.target.value)} onKeyDown={(event) => event.key === 'Escape' && props.onEscape()} />
  ),
}));
const report = jest.fn();
jest.mock('./editEvents', () => ({ reportEditOnce: (...args: unknown[]) => report(...args) }));

const SOURCE: DemoStylingSources = { ...sources('Grid', false), files: { TS: { 'data/rows.ts': 'export const rows = [];\n' }, JS: {} } };

function Harness(props: { onState?: jest.Mock; onLeave?: jest.Mock }) {
  const [frameSlot, setFrameSlot] = React.useState<HTMLDivElement | null>(null);
  const [editorSlot, setEditorSlot] = React.useState<HTMLDivElement | null>(null);
  return (
    <div>
      <div ref={setFrameSlot} data-testid="frame-slot" />
      <div ref={setEditorSlot} data-testid="editor-slot" />
      <DemoEditController
        demoFile="Grid.tsx"
        name="Grid"
        module="data-grid/Grid"
        licensed
        source={SOURCE}
        variant="TS"
        fileName="Grid"
        expanded={false}
        frameSlot={frameSlot}
        editorSlot={editorSlot}
        onState={props.onState ?? jest.fn()}
        onLeave={props.onLeave ?? jest.fn()}
        autoFocus={false}
        runDelay={300}
      />
    </div>
  );
}

/** A message from the frame's window, as the browser delivers it. */
function fromFrame(data: unknown, source: Window | null = (document.querySelector('iframe') as HTMLIFrameElement).contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source }));
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  report.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('DemoEditController', () => {
  it('shows the code in the editor and runs an edit in the frame after a pause in typing', () => {
    const onState = jest.fn();
    render(<Harness onState={onState} />);
    const editor = screen.getByRole('textbox', { name: 'Code of the Grid demo, editable' });
    expect(editor).toHaveValue(SOURCE.TS.code);
    expect(screen.getByText(/Esc leaves the editor/)).toBeInTheDocument();
    const iframe = document.querySelector('iframe') as HTMLIFrameElement;
    expect(iframe).toHaveAttribute('src', '/playground/demo-runner/');
    // Laid out (a grid inside measures its parent) but unseen and 0 px tall until a version has rendered.
    expect(iframe).toHaveStyle({ height: '0px', visibility: 'hidden' });
    expect(iframe).not.toHaveStyle({ display: 'none' });
    const posted = jest.spyOn(iframe.contentWindow!, 'postMessage');
    fromFrame({ type: 'demo-ready' });
    expect(posted).toHaveBeenCalledWith({ type: 'demo-look', mode: 'light', direction: 'ltr' }, window.location.origin);

    fireEvent.change(editor, { target: { value: 'export default () => 2;\n' } });
    expect(onState).toHaveBeenLastCalledWith({ edited: { variant: 'TS', full: 'export default () => 2;\n', files: SOURCE.files.TS }, shown: false });
    act(() => jest.advanceTimersByTime(299));
    expect(posted).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(posted).toHaveBeenLastCalledWith(
      { type: 'demo-render', id: 1, module: 'data-grid/Grid', licensed: true, entry: 'Grid.tsx', files: { 'data/rows.ts': 'export const rows = [];\n', 'Grid.tsx': 'export default () => 2;\n' } },
      window.location.origin,
    );
    fromFrame({ type: 'demo-height', height: 240 });
    fromFrame({ type: 'demo-result', id: 1, error: null });
    expect(iframe).toHaveStyle({ height: '240px' });
    expect(iframe).not.toHaveStyle({ visibility: 'hidden' });
    expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ shown: true }));
  });

  it('shows an error with its line under the demo, keeping the last good render, and reports it', () => {
    render(<Harness />);
    fromFrame({ type: 'demo-ready' });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'export default () => <div>;\n' } });
    act(() => jest.advanceTimersByTime(300));
    fromFrame({ type: 'demo-result', id: 1, error: { kind: 'syntax', file: 'Grid.tsx', line: 1, column: 27, message: 'Unexpected token' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Syntax error in Grid.tsx, line 1: Unexpected token');
    expect(screen.getByRole('alert')).toHaveTextContent('The demo shows the last version that ran.');
    expect(report).toHaveBeenCalledWith('edit_error', 'Grid.tsx');
    fromFrame({ type: 'demo-error', error: { kind: 'runtime', file: 'data/rows.ts', message: 'boom' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Error in data/rows.ts: boom');
  });

  it('posts a version asked for before the frame is ready once it is, and ignores other windows', () => {
    render(<Harness />);
    const iframe = document.querySelector('iframe') as HTMLIFrameElement;
    const posted = jest.spyOn(iframe.contentWindow!, 'postMessage');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'export default () => 3;\n' } });
    act(() => jest.advanceTimersByTime(300));
    expect(posted).not.toHaveBeenCalled();
    fromFrame({ type: 'demo-ready' }, window);
    expect(posted).not.toHaveBeenCalled();
    fromFrame({ type: 'demo-ready' });
    expect(posted).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'demo-render', id: 1 }), window.location.origin);
  });

  it('leaves the editor on Esc', () => {
    const onLeave = jest.fn();
    render(<Harness onLeave={onLeave} />);
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    expect(onLeave).toHaveBeenCalled();
  });
});

import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { act, render, screen, waitFor } from '@testing-library/react';
import { DemoRunnerPage } from './DemoRunnerPage';

jest.mock('./loadScope', () => ({
  loadDemoScope: (module: string) =>
    module === 'tree-view/Missing' ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ react: React, 'react/jsx-runtime': jsxRuntime }),
}));
jest.mock('next/head', () => ({ __esModule: true, default: () => null }));

/** A message from the page that holds the frame (in the test, the frame is the top window). */
function fromPage(data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: window }));
  });
}

const run = (id: number, code: string, module = 'tree-view/Demo') => fromPage({ type: 'demo-render', id, module, licensed: false, entry: 'Demo.tsx', files: { 'Demo.tsx': code } });

describe('DemoRunnerPage', () => {
  beforeAll(() => {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      disconnect() {}
    };
  });

  it('renders each version of the code it is sent, keeping the last good one when a version fails', async () => {
    render(<DemoRunnerPage />);
    run(1, 'export default function Demo() { return <p>first version</p>; }\n');
    expect(await screen.findByText('first version')).toBeInTheDocument();
    run(2, 'export default function Demo() { return <p>second;\n');
    run(3, 'export default function Demo() { throw new Error("render failed"); }\n');
    await waitFor(() => expect(screen.getByText('first version')).toBeInTheDocument());
    run(4, 'export default function Demo() { return <p>fourth version</p>; }\n');
    expect(await screen.findByText('fourth version')).toBeInTheDocument();
  });

  it('takes the look the page sends and ignores messages of another shape', async () => {
    render(<DemoRunnerPage />);
    fromPage({ type: 'demo-look', mode: 'dark', direction: 'rtl' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    fromPage({ type: 'demo-render', id: 1 });
    run(2, 'export default () => <p>after a bad message</p>;\n', 'tree-view/Missing');
    run(3, 'export default () => <p>still running</p>;\n');
    expect(await screen.findByText('still running')).toBeInTheDocument();
  });
});

import * as React from 'react';
import { render, screen } from '@testing-library/react';
import type { DemoData } from '../contracts';

const demo = { file: 'BasicGrid.tsx' } as DemoData;

/** Renders a fresh DemoFrame whose demo module is `demoModule` (a factory that may throw, as a failed chunk load does). */
async function renderFrame(demoModule: () => unknown) {
  await jest.isolateModulesAsync(async () => {
    jest.doMock('react', () => React);
    jest.doMock('./Demo', demoModule);
    const { DemoFrame } = await import('./DemoFrame');
    render(
      <main>
        <DemoFrame demo={demo} />
        <p>The page goes on.</p>
      </main>,
    );
  });
  ['./Demo', 'react'].forEach((name) => jest.dontMock(name));
}

describe('DemoFrame', () => {
  it('renders the demo once its code has loaded', async () => {
    await renderFrame(() => ({ __esModule: true, default: ({ demo: shown }: { demo: DemoData }) => <p>Demo of {shown.file}</p> }));
    expect(await screen.findByText('Demo of BasicGrid.tsx')).toBeInTheDocument();
    expect(screen.getByText('The page goes on.')).toBeInTheDocument();
  });

  it('says the demo could not load, and keeps the page, when its code cannot load (offline)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderFrame(() => {
      throw new Error('ChunkLoadError: offline');
    });
    expect(await screen.findByText(/This demo could not be loaded/)).toBeInTheDocument();
    expect(screen.getByText('The page goes on.')).toBeInTheDocument();
  });
});

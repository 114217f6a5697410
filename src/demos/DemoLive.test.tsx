import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { DemoLive, TRANSITION_FALLBACK_MS } from './DemoLive';
import { PageProvider } from '../core/PageContext';
import { makePageData } from '../../test-utils/pageData';
import { resetDemoEnvironment, scrollNear } from './fixtures/demoHarness';

// A transition that never commits (other updates interrupt it again and again): the update given to
// it is dropped.
jest.mock('react', () => ({ ...jest.requireActual('react'), startTransition: jest.fn() }));

beforeEach(() => resetDemoEnvironment());

describe('DemoLive', () => {
  it('mounts the demo at normal priority when its transition does not commit', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn(() => Promise.resolve({ default: () => <p>live demo</p> }));
      const { container } = render(
        <PageProvider value={makePageData()}>
          <DemoLive module="tree-view/Tree" licensed={false} height={120} load={load} />
        </PageProvider>,
      );
      scrollNear();
      await act(async () => {
        await Promise.resolve();
      });
      expect(load).toHaveBeenCalled();
      expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'loading');
      await act(async () => {
        jest.advanceTimersByTime(TRANSITION_FALLBACK_MS);
      });
      expect(screen.getByText('live demo')).toBeInTheDocument();
      expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'ready');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says what a demo still loading waits for: the viewport, then its chunk, then its first render', async () => {
    jest.useFakeTimers();
    try {
      let arrive: (loaded: { default: React.ComponentType }) => void = () => {};
      const load = jest.fn(() => new Promise<{ default: React.ComponentType }>((resolve) => (arrive = resolve)));
      const { container } = render(
        <PageProvider value={makePageData()}>
          <DemoLive module="tree-view/Tree" licensed={false} height={120} load={load} />
        </PageProvider>,
      );
      const live = container.querySelector('[data-state]');
      expect(live).toHaveAttribute('data-wait', 'view');
      scrollNear();
      await act(async () => {
        await Promise.resolve();
      });
      expect(live).toHaveAttribute('data-wait', 'chunk');
      await act(async () => arrive({ default: () => <p>live demo</p> }));
      expect(live).toHaveAttribute('data-wait', 'mount');
      await act(async () => {
        jest.advanceTimersByTime(TRANSITION_FALLBACK_MS);
      });
      expect(live).toHaveAttribute('data-state', 'ready');
      expect(live).not.toHaveAttribute('data-wait');
    } finally {
      jest.useRealTimers();
    }
  });
});

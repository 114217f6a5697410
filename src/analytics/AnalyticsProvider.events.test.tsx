import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  allowedBefore,
  filtering,
  pageViews,
  prompt,
  resetAnalyticsTest,
  setup,
  sorting,
} from './fixtures/analyticsHarness';

afterEach(resetAnalyticsTest);

describe('AnalyticsProvider events', () => {
  it('a script that cannot start leaves the page working and silent', async () => {
    allowedBefore();
    const { commands } = await setup({ start: async () => null });
    expect(commands).toEqual([]);
    expect(prompt()).toBeNull();
    expect(screen.getByText('Plain')).toBeInTheDocument();
  });

  it('sends a page view on every page change, once per page', async () => {
    allowedBefore();
    const { commands, rerender } = await setup();
    rerender({ ...sorting });
    rerender(filtering);
    expect(pageViews(commands).map((command) => (command[2] as { page_title: string }).page_title)).toEqual(['Sorting - MUI X', 'Filtering - MUI X']);
  });

  it('sends no page view for a route without page data', async () => {
    allowedBefore();
    const { commands } = await setup({}, null);
    expect(pageViews(commands)).toEqual([]);
  });

  it('delegates clicks to the nearest described element', async () => {
    allowedBefore();
    const { commands } = await setup();
    await userEvent.click(screen.getByText('Jump'));
    await userEvent.click(screen.getByText('Plain'));
    expect(commands.filter((command) => command[1] === 'toc')).toEqual([['event', 'toc', { eventAction: 'jump', eventLabel: 'intro' }]]);
    expect(commands.filter((command) => command[1] !== 'toc' && command[0] === 'event' && command[1] !== 'page_view')).toEqual([]);
  });

  it.each([
    [0.05, 1],
    [0.5, 0],
  ])('samples split clicks (draw %p -> %p events)', async (draw, expected) => {
    allowedBefore();
    const { commands } = await setup({ random: () => draw });
    await userEvent.click(screen.getByText('Rare'));
    expect(commands.filter((command) => command[1] === 'rare')).toHaveLength(expected);
  });

  it('reports web vitals for a sampled session only', async () => {
    allowedBefore();
    const sampled = await setup({ random: () => 0.00005 });
    expect(sampled.options.reportWebVitals).toHaveBeenCalledTimes(1);
    const report = (sampled.options.reportWebVitals as jest.Mock).mock.calls[0][0];
    report({ type: 'web_vital', name: 'LCP', value: 900, delta: 900, id: 'v1' });
    expect(sampled.commands.at(-1)).toEqual(['event', 'LCP', { value: 900, metric_id: 'v1', metric_value: 900, metric_delta: 900, non_interaction: true }]);
  });

  it('does not load web vitals for other sessions, nor for a reader who has not answered', async () => {
    allowedBefore();
    const { options } = await setup({ random: () => 0.0001 });
    expect(options.reportWebVitals).not.toHaveBeenCalled();
    localStorage.clear();
    const undecided = await setup({ random: () => 0.00005 });
    expect(undecided.options.reportWebVitals).not.toHaveBeenCalled();
  });
});

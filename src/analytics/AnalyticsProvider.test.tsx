import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { AnalyticsProvider, useAnalyticsConsent, type AnalyticsSettings } from './AnalyticsProvider';
import { ConsentBar } from './ConsentBar';
import { createTracker } from './tracker';
import { PageProvider } from '../core/PageContext';
import type { PageData } from '../contracts';
import { makePageData } from '../../test-utils/pageData';
import type { GtagCommand } from './events';

const sorting = makePageData();
const filtering = makePageData({ pathname: '/x/react-data-grid/filtering', title: 'Filtering' });

/** Stands in for the settings drawer: shows the consent status and changes it. */
function ConsentSettings() {
  const { status, choose, thirdPartyAds } = useAnalyticsConsent();
  return (
    <div>
      <output aria-label="Consent status">{status}</output>
      <output aria-label="Third-party ads">{thirdPartyAds}</output>
      <button type="button" onClick={() => choose('analytics')}>
        Settings: allow
      </button>
      <button type="button" onClick={() => choose('essential')}>
        Settings: essential only
      </button>
    </div>
  );
}
const consentStatus = () => screen.getByRole('status', { name: 'Consent status' }).textContent;
const adsStatus = () => screen.getByRole('status', { name: 'Third-party ads' }).textContent;

async function setup(settings: Partial<AnalyticsSettings> = {}, page: PageData | null = sorting) {
  const commands: GtagCommand[] = [];
  const tracker = createTracker();
  const options: Partial<AnalyticsSettings> = {
    measurementId: 'G-TEST',
    random: () => 0.5,
    tracker,
    start: jest.fn(async () => (command: GtagCommand) => {
      commands.push(command);
    }),
    updateConsent: jest.fn(),
    reportWebVitals: jest.fn(),
    ...settings,
  };
  const ui = (current: PageData | undefined) => (
    <ThemeProvider theme={createTheme()}>
      <PageProvider value={current}>
        <AnalyticsProvider settings={options}>
          <button type="button" data-ga-event-category="toc" data-ga-event-action="jump" data-ga-event-label="intro">
            <span>Jump</span>
          </button>
          <button type="button" data-ga-event-category="rare" data-ga-event-split="0.1">
            Rare
          </button>
          <button type="button">Plain</button>
          <ConsentSettings />
          <ConsentBar />
        </AnalyticsProvider>
      </PageProvider>
    </ThemeProvider>
  );
  const view = render(ui(page ?? undefined));
  // The analytics script loads asynchronously: let it resolve.
  await act(async () => {});
  return { commands, tracker, options, rerender: (next: PageData | undefined) => view.rerender(ui(next)) };
}

const pageViews = (commands: GtagCommand[]) => commands.filter((command) => command[1] === 'page_view');
const prompt = () => screen.queryByRole('region', { name: 'Help improve these docs' });
/** The prompt loads on demand: wait for it. */
const findPrompt = () => screen.findByRole('region', { name: 'Help improve these docs' });

/** A reader who allowed analytics on an earlier visit. */
const allowedBefore = () => localStorage.setItem('mui-analytics-consent', 'analytics');
const promptSpace = () => document.documentElement.hasAttribute('data-consent-prompt');

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-consent-prompt');
  jest.restoreAllMocks();
});

describe('AnalyticsProvider', () => {
  it('asks once when nobody has answered, and meanwhile loads nothing and sends nothing', async () => {
    const { commands, options, tracker } = await setup();
    expect(await findPrompt()).toBeInTheDocument();
    expect(promptSpace()).toBe(true);
    await userEvent.click(screen.getByText('Jump'));
    expect(options.start).not.toHaveBeenCalled();
    expect(commands).toEqual([]);
    // Dropped, not queued: nothing from before the answer is sent later.
    expect(tracker.state).toBe('off');
  });

  it('sends the reader preferences it is given as user properties, before the page view', async () => {
    allowedBefore();
    const { commands, options } = await setup({ readerPreferences: () => ({ codeVariant: 'JS', colorScheme: 'dark' }) });
    expect(options.start).toHaveBeenCalledWith('G-TEST', 'granted');
    expect(commands.map((command) => command[1])).toEqual(['user_properties', 'page_view']);
    expect(commands[0]).toEqual(['set', 'user_properties', { codeVariant: 'JS', userLanguage: 'en', colorScheme: 'dark' }]);
    expect(pageViews(commands)).toEqual([
      ['event', 'page_view', { page_title: 'Sorting - MUI X', page_location: 'https://mui.com/x/react-data-grid/sorting/', productId: 'x-data-grid', productCategoryId: 'x' }],
    ]);
  });

  it('"Allow analytics" is remembered, loads analytics then, and sends what happens from then on only', async () => {
    const { options, commands } = await setup();
    await findPrompt();
    await userEvent.click(screen.getByText('Rare'));
    await userEvent.click(screen.getByRole('button', { name: 'Allow analytics' }));
    await act(async () => {});
    expect(localStorage.getItem('mui-analytics-consent')).toBe('analytics');
    expect(options.start).toHaveBeenCalledTimes(1);
    expect(options.start).toHaveBeenCalledWith('G-TEST', 'granted');
    expect(prompt()).toBeNull();
    expect(promptSpace()).toBe(false);
    // The page view and the click of before the answer were dropped; the next click is the first event.
    expect(commands).toEqual([]);
    await userEvent.click(screen.getByText('Jump'));
    expect(commands).toEqual([['event', 'toc', { eventAction: 'jump', eventLabel: 'intro' }]]);
  });

  it('links the prompt to the privacy page', async () => {
    await setup();
    const found = await findPrompt();
    expect(found.querySelector('a')?.getAttribute('href')).toBe('/x/privacy/');
  });

  it('"Essential only" is remembered and stops every event', async () => {
    const { commands, options, tracker } = await setup();
    await findPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(localStorage.getItem('mui-analytics-consent')).toBe('essential');
    expect(options.updateConsent).toHaveBeenCalledWith('off');
    expect(prompt()).toBeNull();
    expect(promptSpace()).toBe(false);
    await userEvent.click(screen.getByText('Jump'));
    expect(commands).toEqual([]);
    expect(options.start).not.toHaveBeenCalled();
    expect(tracker.state).toBe('off');
  });

  it('the settings change the answer both ways: analytics stops, then starts again', async () => {
    const { commands, options, tracker } = await setup();
    await findPrompt();
    expect(consentStatus()).toBe('undecided');
    await userEvent.click(screen.getByRole('button', { name: 'Settings: essential only' }));
    expect(consentStatus()).toBe('essential');
    expect(tracker.state).toBe('off');
    expect(prompt()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Settings: allow' }));
    await act(async () => {});
    expect(consentStatus()).toBe('analytics');
    expect(localStorage.getItem('mui-analytics-consent')).toBe('analytics');
    expect(options.updateConsent).toHaveBeenLastCalledWith('granted');
    expect(options.start).toHaveBeenLastCalledWith('G-TEST', 'granted');
    expect(tracker.state).toBe('on');
    await userEvent.click(screen.getByText('Jump'));
    expect(commands.at(-1)).toEqual(['event', 'toc', { eventAction: 'jump', eventLabel: 'intro' }]);
  });

  it('lets third-party ads load until the reader chooses "Essential only", and follows a later change', async () => {
    await setup();
    expect(adsStatus()).toBe('allowed');
    await userEvent.click(screen.getByRole('button', { name: 'Settings: essential only' }));
    expect(adsStatus()).toBe('refused');
    await userEvent.click(screen.getByRole('button', { name: 'Settings: allow' }));
    expect(adsStatus()).toBe('allowed');
  });

  it.each<[string, () => void, Partial<AnalyticsSettings>, string]>([
    ['Do Not Track', () => Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true }), {}, 'refused'],
    ['Global Privacy Control', () => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true }), {}, 'refused'],
    ['essential only, stored', () => localStorage.setItem('mui-analytics-consent', 'essential'), {}, 'refused'],
    ['no measurement id and no signal', () => {}, { measurementId: '' }, 'allowed'],
  ])('%s: third-party ads are %s', async (_name, arrange, settings, expected) => {
    arrange();
    try {
      await setup(settings);
      expect(adsStatus()).toBe(expected);
    } finally {
      delete (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl;
      delete (navigator as { doNotTrack?: unknown }).doNotTrack;
    }
  });

  it('shows a stored answer to the settings', async () => {
    localStorage.setItem('mui-analytics-consent', 'essential');
    await setup();
    expect(consentStatus()).toBe('essential');
  });

  it.each<[string, () => void, Partial<AnalyticsSettings>]>([
    ['Do Not Track', () => Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true }), {}],
    ['no measurement id', () => {}, { measurementId: '' }],
  ])('%s: the settings say analytics is unavailable, and a choice changes nothing', async (_name, arrange, settings) => {
    arrange();
    try {
      const { options } = await setup(settings);
      expect(consentStatus()).toBe('unavailable');
      await userEvent.click(screen.getByRole('button', { name: 'Settings: allow' }));
      expect(localStorage.getItem('mui-analytics-consent')).toBeNull();
      expect(options.start).not.toHaveBeenCalled();
    } finally {
      delete (navigator as { doNotTrack?: unknown }).doNotTrack;
    }
  });

  it('does not ask again once answered', async () => {
    localStorage.setItem('mui-analytics-consent', 'analytics');
    const { options, commands } = await setup();
    expect(prompt()).toBeNull();
    expect(options.start).toHaveBeenCalledWith('G-TEST', 'granted');
    expect(pageViews(commands)).toHaveLength(1);
  });

  it('applies an answer given in another tab', async () => {
    await setup();
    await findPrompt();
    act(() => {
      localStorage.setItem('mui-analytics-consent', 'analytics');
      window.dispatchEvent(new StorageEvent('storage', { key: 'mui-analytics-consent', newValue: 'analytics' }));
    });
    expect(prompt()).toBeNull();
  });

  it.each<[string, () => void, Partial<AnalyticsSettings>]>([
    ['essential only, stored', () => localStorage.setItem('mui-analytics-consent', 'essential'), {}],
    ['Do Not Track', () => Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true }), {}],
    ['Global Privacy Control', () => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true }), {}],
    ['no measurement id', () => {}, { measurementId: '' }],
  ])('%s: loads nothing, sends nothing, asks nothing', async (_name, arrange, settings) => {
    arrange();
    try {
      const { commands, options } = await setup(settings);
      await userEvent.click(screen.getByText('Jump'));
      expect(options.start).not.toHaveBeenCalled();
      expect(commands).toEqual([]);
      expect(prompt()).toBeNull();
    } finally {
      delete (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl;
      delete (navigator as { doNotTrack?: unknown }).doNotTrack;
    }
  });

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

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalyticsSettings } from './AnalyticsProvider';
import {
  adsStatus,
  allowedBefore,
  consentStatus,
  findPrompt,
  pageViews,
  prompt,
  promptSpace,
  resetAnalyticsTest,
  setup,
} from './fixtures/analyticsHarness';

afterEach(resetAnalyticsTest);

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
});

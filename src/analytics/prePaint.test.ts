import { analyticsState, type PrivacySignals } from './consent';
import { consentPrePaintScript, CONSENT_PROMPT_ATTRIBUTE } from './prePaint';

/** Runs the script against a fake browser; true when it marked <html> for the prompt. */
function marks(script: string, signals: PrivacySignals & { legacyDoNotTrack?: unknown }, stored: string | null | Error): boolean {
  const attributes = new Map<string, string>();
  const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  const localStorage = {
    getItem: () => {
      if (stored instanceof Error) throw stored;
      return stored;
    },
  };
  const navigator = { doNotTrack: signals.doNotTrack, globalPrivacyControl: signals.globalPrivacyControl };
  const window = { localStorage, doNotTrack: signals.legacyDoNotTrack };
  new Function('navigator', 'window', 'document', script)(navigator, window, document);
  return attributes.has(CONSENT_PROMPT_ATTRIBUTE);
}

const SIGNALS: Array<PrivacySignals & { legacyDoNotTrack?: unknown }> = [
  {},
  { doNotTrack: '1' },
  { doNotTrack: ' YES ' },
  { doNotTrack: 1 },
  { doNotTrack: '0' },
  { doNotTrack: 'unspecified' },
  { doNotTrack: null, legacyDoNotTrack: '1' },
  { globalPrivacyControl: true },
  { globalPrivacyControl: '1' },
  { globalPrivacyControl: false },
  { globalPrivacyControl: 'true' },
];
const STORED: Array<string | null> = [null, 'analytics', 'essential', 'Analytics', '', '{"x":1}'];

describe('consentPrePaintScript', () => {
  it('is empty in a build without a measurement id', () => {
    expect(consentPrePaintScript('')).toBe('');
    expect(consentPrePaintScript('  ')).toBe('');
  });

  const script = consentPrePaintScript('G-TEST');
  const cases = SIGNALS.flatMap((signals) => STORED.map((stored) => [signals, stored] as const));

  it.each(cases)('agrees with analyticsState for signals %j and stored answer %j', (signals, stored) => {
    const read = { doNotTrack: signals.doNotTrack ?? signals.legacyDoNotTrack, globalPrivacyControl: signals.globalPrivacyControl };
    expect(marks(script, signals, stored)).toBe(analyticsState('G-TEST', read, stored) === 'undecided');
  });

  it('treats storage that throws as no answer, as the storage door does', () => {
    expect(marks(script, {}, new Error('SecurityError'))).toBe(true);
    expect(marks(script, { doNotTrack: '1' }, new Error('SecurityError'))).toBe(false);
  });

  it('is plain ES5 without markup an HTML parser could end early', () => {
    expect(script).not.toMatch(/=>|\blet\b|\bconst\b|`|<\//);
  });
});

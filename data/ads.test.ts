import fs from 'node:fs';
import path from 'node:path';
import { inHouseAds } from './ads';
import { site } from './site';
import { httpsUrl } from '../src/ads/jsonAd';
import { sanitizeInline } from '../src/ads/sanitize';

describe('in-house ads', () => {
  it('has ads with unique names and labels', () => {
    expect(inHouseAds.length).toBeGreaterThan(1);
    expect(new Set(inHouseAds.map((ad) => ad.name)).size).toBe(inHouseAds.length);
    expect(new Set(inHouseAds.map((ad) => ad.label)).size).toBe(inHouseAds.length);
  });

  describe.each(inHouseAds.map((ad) => [ad.name, ad] as const))('%s', (name, ad) => {
    it('has a kebab-case name and an in-house label', () => {
      expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(ad.label).toBe(`in-house-${name}`);
    });

    it('links over https', () => {
      expect(httpsUrl(ad.link)).toMatch(/^https:\/\//);
    });

    it('has a short description whose markup survives the sanitiser unchanged', () => {
      const text = ad.description.replace(/<[^>]+>/g, '');
      expect(text.length).toBeGreaterThan(20);
      expect(text.length).toBeLessThanOrEqual(110);
      expect(sanitizeInline(ad.description)).toBe(ad.description);
    });

    it('credits who runs it', () => {
      expect(ad.poweredby.trim()).not.toBe('');
    });

    it('has a 130 x 100 image in public/', () => {
      expect(ad.img).toMatch(/^\/static\/ads\/[a-z0-9-]+\.svg$/);
      const svg = fs.readFileSync(path.join(__dirname, '..', 'public', ad.img), 'utf8');
      expect(svg).toMatch(/<svg[^>]*\swidth="130"/);
      expect(svg).toMatch(/<svg[^>]*\sheight="100"/);
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    });
  });
});

describe('ad and analytics settings', () => {
  it('defaults to our own placeholders, never another site account', () => {
    expect(site.ads.network.serve).toBe('MUIXDOCS');
  });

  it('has https addresses', () => {
    expect(httpsUrl(site.ads.network.scriptUrl)).not.toBeNull();
    expect(httpsUrl(site.ads.jsonServiceUrl)).not.toBeNull();
    expect(httpsUrl(site.ads.network.fallbackTarget)).not.toBeNull();
  });

  it('keeps ads off outside production builds unless asked', () => {
    expect(process.env.NODE_ENV).toBe('test');
    expect(site.ads.enabled).toBe(false);
  });
});

describe('build-time overrides', () => {
  /** Loads a module of data/ afresh under `env` (an undefined value unsets the variable). */
  const loadModule = <T,>(module: string, env: Record<string, string | undefined>): T => {
    const saved = { ...process.env };
    for (const [key, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    try {
      let loaded: T | undefined;
      jest.isolateModules(() => {
        loaded = jest.requireActual(module) as T;
      });
      return loaded as T;
    } finally {
      for (const key of Object.keys(env)) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
  };

  const load = (env: Record<string, string | undefined>) => loadModule<{ site: typeof site }>('./site', env).site;

  it('has no measurement id unless one is configured: analytics off, no analytics host in the policy', () => {
    const unset = { NEXT_PUBLIC_GA_MEASUREMENT_ID: undefined, NEXT_PUBLIC_ADS: 'on' };
    expect(load(unset).analytics.measurementId).toBe('');
    const hosting = loadModule<typeof import('./hosting')>('./hosting', unset);
    expect(hosting.cspSources.map((source) => source.name)).not.toContain('analytics');
    expect(JSON.stringify(hosting.cspSources)).not.toMatch(/google/);
    const configured = loadModule<typeof import('./hosting')>('./hosting', { NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ABC123' });
    expect(configured.cspSources.map((source) => source.name)).toContain('analytics');
  });

  it.each<[string, Record<string, string>, (loaded: typeof site) => unknown, unknown]>([
    ['an empty measurement id switches analytics off', { NEXT_PUBLIC_GA_MEASUREMENT_ID: '' }, (s) => s.analytics.measurementId, ''],
    ['a measurement id is read as given, trimmed', { NEXT_PUBLIC_GA_MEASUREMENT_ID: ' G-ABC123 ' }, (s) => s.analytics.measurementId, 'G-ABC123'],
    ['ads on under development', { NEXT_PUBLIC_ADS: 'on' }, (s) => s.ads.enabled, true],
    ['ads off', { NEXT_PUBLIC_ADS: 'off' }, (s) => s.ads.enabled, false],
    ['an empty ads flag keeps the default', { NEXT_PUBLIC_ADS: '' }, (s) => s.ads.enabled, false],
    ['serve code', { NEXT_PUBLIC_AD_SERVE: 'OURCODE' }, (s) => s.ads.network.serve, 'OURCODE'],
    ['placement', { NEXT_PUBLIC_AD_PLACEMENT: 'ourplace' }, (s) => s.ads.network.placement, 'ourplace'],
    ['script URL', { NEXT_PUBLIC_AD_SCRIPT_URL: 'https://cdn.example.com/ad.js' }, (s) => s.ads.network.scriptUrl, 'https://cdn.example.com/ad.js'],
    ['JSON service', { NEXT_PUBLIC_AD_JSON_URL: 'https://ads.example.com/a.json' }, (s) => s.ads.jsonServiceUrl, 'https://ads.example.com/a.json'],
    ['fallback target', { NEXT_PUBLIC_AD_FALLBACK_TARGET: 'https://example.com/house' }, (s) => s.ads.network.fallbackTarget, 'https://example.com/house'],
    ['the offline worker by default', {}, (s) => s.serviceWorkerMode, 'offline'],
    ['the service worker kill switch', { NEXT_PUBLIC_SW_MODE: 'remove' }, (s) => s.serviceWorkerMode, 'remove'],
  ])('%s', (_name, env, read, expected) => {
    expect(read(load(env))).toBe(expected);
  });

  it('stops the build on a misspelt service worker mode', () => {
    expect(() => load({ NEXT_PUBLIC_SW_MODE: 'remvoe' })).toThrow('NEXT_PUBLIC_SW_MODE must be "offline" or "remove", got "remvoe"');
  });
});

import { createDemoSourcesCache, parseDemoSources, type SourcesResponse } from './demoSources';
import type { DemoSources } from '../contracts';

const language = (label: string) => ({ code: `${label}\n`, html: `<span>${label}</span>`, preview: null });
const FILE: DemoSources = {
  stylings: {
    'MUI System': { TS: language('ts'), JS: language('js'), imports: ['react'], files: { TS: { 'a.module.css': '.a {}' }, JS: { 'a.module.css': '.a {}' } } },
  },
};
const URL_A = '/x/_demo-sources/data-grid/A.0123456789abcdef.json';
const URL_B = '/x/_demo-sources/data-grid/B.0123456789abcdef.json';

const answer = (body: unknown, status = 200): SourcesResponse => ({ ok: status >= 200 && status < 300, status, json: async () => body });

describe('createDemoSourcesCache', () => {
  it('fetches a file once, however many demos ask, and keeps it', async () => {
    const fetchFile = jest.fn(async () => answer(FILE));
    const cache = createDemoSourcesCache(fetchFile);
    expect(cache.get(URL_A)).toBeUndefined();
    const [first, second] = await Promise.all([cache.load(URL_A), cache.load(URL_A)]);
    expect(first).toEqual(FILE);
    expect(second).toBe(first);
    expect(await cache.load(URL_A)).toBe(first);
    expect(cache.get(URL_A)).toBe(first);
    expect(fetchFile).toHaveBeenCalledTimes(1);
    await cache.load(URL_B);
    expect(fetchFile.mock.calls).toEqual([[URL_A], [URL_B]]);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), /Failed to fetch/],
    ['a 404', async () => answer('not found', 404), /A\.0123456789abcdef\.json: 404/],
    ['a file of another shape', async () => answer({ stylings: {} }), /is not a demo sources file/],
  ])('rejects on %s, and fetches again on the next request', async (_label, failure, message) => {
    const fetchFile = jest.fn(failure as () => Promise<SourcesResponse>);
    const cache = createDemoSourcesCache(fetchFile);
    await expect(cache.load(URL_A)).rejects.toThrow(message);
    expect(cache.get(URL_A)).toBeUndefined();
    fetchFile.mockImplementation(async () => answer(FILE));
    await expect(cache.load(URL_A)).resolves.toEqual(FILE);
    expect(fetchFile).toHaveBeenCalledTimes(2);
  });

  it('shares a fetch under way, also when it fails', async () => {
    let fail: (reason: Error) => void = () => {};
    const fetchFile = jest.fn(() => new Promise<SourcesResponse>((_resolve, reject) => { fail = reject; }));
    const cache = createDemoSourcesCache(fetchFile);
    const both = Promise.allSettled([cache.load(URL_A), cache.load(URL_A)]);
    fail(new TypeError('offline'));
    expect((await both).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });
});

describe('parseDemoSources', () => {
  const system = FILE.stylings['MUI System'];
  it.each<[string, unknown, boolean]>([
    ['the file the build writes', FILE, true],
    ['a file with a preview and a second styling', { stylings: { 'MUI System': { ...system, TS: { ...system.TS, preview: language('p') } }, CSS: system } }, true],
    ['no MUI System variant', { stylings: { CSS: system } }, false],
    ['a broken second styling', { stylings: { 'MUI System': system, Tailwind: { TS: system.TS } } }, false],
    ['code that is not text', { stylings: { 'MUI System': { ...system, JS: { code: 1, html: '', preview: null } } } }, false],
    ['files that are not text', { stylings: { 'MUI System': { ...system, files: { TS: { a: 1 }, JS: {} } } } }, false],
    ['highlighted files', { stylings: { 'MUI System': { ...system, filesHtml: { TS: { 'a.module.css': '<span>.a</span> {}' }, JS: {} } } } }, true],
    ['highlighted files that are not text', { stylings: { 'MUI System': { ...system, filesHtml: { TS: { a: null }, JS: {} } } } }, false],
    ['imports that are not a list', { stylings: { 'MUI System': { ...system, imports: 'react' } } }, false],
    ['null', null, false],
    ['an array', [], false],
  ])('%s: %s', (_label, value, valid) => {
    expect(parseDemoSources(value) !== null).toBe(valid);
  });
});

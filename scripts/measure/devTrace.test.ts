import { firstAnswerParts, traceSpans } from './devTrace';

const line = (spans: unknown[]) => JSON.stringify(spans);
const PAGE = '/x/react-data-grid/sorting/';

describe("next dev's trace", () => {
  it('skips lines that are not arrays of spans', () => {
    const text = ['not json', line([{ name: 'a', timestamp: 0, duration: 1 }]), '{"name":"b"}', line([{ name: 'c', timestamp: 0 }]), ''].join('\n');
    expect(traceSpans(text).map((span) => span.name)).toEqual(['a']);
  });

  it("splits the page's first answer into the browser's compile, the server's and the request; later work does not count", () => {
    const text = [
      line([
        { name: 'webpack-compilation', timestamp: 1_244_000, duration: 44_000, tags: { name: 'client' } },
        { name: 'webpack-compilation', timestamp: 1_599_000, duration: 5_370_000, tags: { name: 'client' } },
        { name: 'webpack-compilation', timestamp: 7_171_000, duration: 3_519_000, tags: { name: 'server' } },
        { name: 'webpack-compilation', timestamp: 7_300_000, duration: 6_000, tags: { name: 'edge-server' } },
        { name: 'build-module-tsx', timestamp: 2_000_000, duration: 10, tags: { name: 'loader.js??ruleSet!/w/src/a.tsx', layer: 'pages-dir-browser' } },
        { name: 'build-module', timestamp: 2_000_000, duration: 10, tags: { name: '/w/src/a.tsx', layer: 'pages-dir-browser' } },
        { name: 'build-module-js', timestamp: 2_100_000, duration: 10, tags: { name: '/w/node_modules/b.js', layer: 'pages-dir-browser' } },
        { name: 'build-module-ts', timestamp: 8_000_000, duration: 10, tags: { name: '/w/src/c.ts', layer: 'pages-dir-node' } },
      ]),
      line([
        { name: 'handle-request', timestamp: 10_732_000, duration: 3_119_000, tags: { url: PAGE } },
        // Another page, later: a longer compile and more modules that the first answer did not wait for.
        { name: 'webpack-compilation', timestamp: 20_000_000, duration: 9_000_000, tags: { name: 'client' } },
        { name: 'build-module-js', timestamp: 20_100_000, duration: 10, tags: { name: '/w/node_modules/d.js', layer: 'pages-dir-browser' } },
        { name: 'handle-request', timestamp: 29_000_000, duration: 120_000, tags: { url: PAGE } },
      ]),
    ].join('\n');
    expect(firstAnswerParts(text, PAGE)).toEqual({
      browserCompileSeconds: 5.37,
      serverCompileSeconds: 3.52,
      requestSeconds: 3.12,
      browserModules: 2,
      serverModules: 1,
    });
  });

  it('reports nothing measured when the trace has no request for the page', () => {
    const text = line([{ name: 'webpack-compilation', timestamp: 0, duration: 1_000_000, tags: { name: 'client' } }]);
    expect(firstAnswerParts(text, PAGE)).toEqual({ browserCompileSeconds: null, serverCompileSeconds: null, requestSeconds: null, browserModules: 0, serverModules: 0 });
  });
});

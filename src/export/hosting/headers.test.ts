/** @jest-environment node */
import { headerRules, headersFor, parseHeadersFile, pathMatches, renderHeadersFile, renderNginx, type HeaderSettings } from './headers';

const settings: HeaderSettings = {
  csp: "default-src 'self'; script-src 'self' 'sha256-AAA='",
  security: { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' },
  cacheControl: { immutable: 'public, max-age=31536000, immutable', revalidate: 'no-cache' },
  immutableFolders: ['/_next/static/', '/x/_demo-sources/'],
};
const entries = [
  { name: 'x', directory: true },
  { name: '_next', directory: true },
  { name: 'index.html', directory: false },
  { name: '404.html', directory: false },
  { name: '_headers', directory: false },
];
const folders: Record<string, typeof entries> = {
  '/': entries,
  '/_next/': [
    { name: 'static', directory: true },
    { name: 'data', directory: true },
  ],
  '/x/': [
    { name: 'react-data-grid', directory: true },
    { name: '_nav', directory: true },
    { name: '_demo-sources', directory: true },
    { name: 'sw.js', directory: false },
    { name: '_headers', directory: false },
  ],
};
const rules = headerRules(settings, (folder) => folders[folder] ?? []);

describe('headerRules', () => {
  it('sends the policy and security headers everywhere, and one Cache-Control per path', () => {
    // `/_next/` and `/x/` hold a hashed folder: one rule per entry inside them, none overlapping.
    expect(rules.map((rule) => rule.path)).toEqual([
      '/*',
      '/',
      '/404.html',
      '/_next/data/*',
      '/_next/static/*',
      '/index.html',
      '/x/_demo-sources/*',
      '/x/_headers',
      '/x/_nav/*',
      '/x/react-data-grid/*',
      '/x/sw.js',
    ]);
    expect(rules[0].headers).toEqual([
      ['Content-Security-Policy', settings.csp],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ]);
  });

  it.each([
    ['/x/react-data-grid/sorting/', 'no-cache'],
    ['/x/sw.js', 'no-cache'],
    ['/x/_nav/react-charts-group.json', 'no-cache'],
    ['/', 'no-cache'],
    ['/404.html', 'no-cache'],
    ['/_next/static/chunks/main-0123abcd.js', 'public, max-age=31536000, immutable'],
    ['/_next/data/build/x/a.json', 'no-cache'],
    ['/x/_demo-sources/data-grid/BasicGrid.0123456789abcdef.json', 'public, max-age=31536000, immutable'],
  ])('%s -> Cache-Control %s', (path, expected) => {
    const headers = headersFor(rules, path);
    expect(headers.get('cache-control')).toBe(expected);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toBe(settings.csp);
  });

  it('leaves the host configuration out (a file of that name deeper down is served)', () => {
    expect(rules.some((rule) => rule.path === '/_headers')).toBe(false);
  });
});

describe('_headers file', () => {
  it('reads back what it writes', () => {
    const text = renderHeadersFile(rules, 'Generated.\nDo not edit.');
    expect(text.startsWith('# Generated.\n# Do not edit.\n/*\n  Content-Security-Policy: ')).toBe(true);
    expect(parseHeadersFile(text)).toEqual(rules.map((rule) => ({ path: rule.path, headers: rule.headers.map(([name, value]) => [name, value]) })));
  });

  it('joins the values of a header set by two matching rules, as hosts do', () => {
    const parsed = parseHeadersFile('/*\n  Cache-Control: no-cache\n/a/*\n  Cache-Control: max-age=60\n');
    expect(headersFor(parsed, '/a/b').get('cache-control')).toBe('no-cache, max-age=60');
  });

  it('names the line of a header without a path', () => {
    expect(() => parseHeadersFile('# comment\n  X-A: b\n')).toThrow('_headers line 2: expected "  Name: value" under a path');
  });
});

describe('pathMatches', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/x/a/', true],
    ['/', '/', true],
    ['/', '/x/', false],
    ['/x/*', '/x/', true],
    ['/x/*', '/xy', false],
    ['/404.html', '/404.html', true],
    ['/404.html', '/404xhtml', false],
  ])('%s matches %s: %s', (rule, path, expected) => {
    expect(pathMatches(rule, path)).toBe(expected);
  });
});

describe('renderNginx', () => {
  const { http, server } = renderNginx(rules, 'Generated.');

  it('maps the path-dependent header in the http block', () => {
    expect(http).toContain('map $uri $docs_cache_control {\n  default "";\n  / "no-cache";');
    expect(http).toContain('  ~^/_next/static/.*$ "public, max-age=31536000, immutable";');
    expect(http).toContain('  ~^/x/_demo-sources/.*$ "public, max-age=31536000, immutable";');
    expect(http).toContain('  ~^/x/react-data-grid/.*$ "no-cache";');
  });

  it('adds every header in the server block, error pages included', () => {
    expect(server).toContain('error_page 404 /404.html;');
    expect(server).toContain(`add_header Content-Security-Policy "${settings.csp}" always;`);
    expect(server).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(server).toContain('add_header Cache-Control $docs_cache_control always;');
  });

  it('gives error answers their own value of a header, whatever the path', () => {
    const withErrors = renderNginx(rules, 'Generated.', [['Cache-Control', 'no-store']]);
    expect(withErrors.http).toContain('map $uri $docs_cache_control_by_path {\n  default "";\n  / "no-cache";');
    expect(withErrors.http).toContain('map $status $docs_cache_control {\n  default $docs_cache_control_by_path;\n  ~^[45] "no-store";\n}');
    expect(withErrors.server).toContain('add_header Cache-Control $docs_cache_control always;');
  });

  it('refuses a value nginx would expand', () => {
    expect(() => renderNginx([{ path: '/*', headers: [['X-A', 'a$b']] }], '')).toThrow('nginx cannot send a header value holding "$": a$b');
  });
});

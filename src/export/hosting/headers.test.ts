/** @jest-environment node */
import { evalOutside, headerRules, headersFor, parseHeadersFile, pathMatches, policyRules, renderHeadersFile, renderNginx, type HeaderSettings } from './headers';

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

describe('a folder with a policy of its own (the edited-demo frame)', () => {
  const frameFolders: Record<string, typeof entries> = {
    ...folders,
    '/': [...entries, { name: 'playground', directory: true }],
    '/playground/': [
      { name: 'index.html', directory: false },
      { name: 'demo-runner', directory: true },
    ],
  };
  const own = { folder: '/playground/demo-runner/', csp: "default-src 'self'; script-src 'self' 'unsafe-eval'" };
  const withFrame = headerRules({ ...settings, ownPolicy: own }, (folder) => frameFolders[folder] ?? []);

  it('takes the policy out of the rule for every path and gives it by rules that never reach into the folder', () => {
    expect(withFrame[0]).toEqual({ path: '/*', headers: Object.entries(settings.security) });
    const policies = withFrame.filter((rule) => rule.headers.some(([name]) => name === 'Content-Security-Policy')).map((rule) => rule.path);
    expect(policies).toEqual(['/', '/404.html', '/_next/*', '/index.html', '/playground/', '/playground/demo-runner/*', '/playground/index.html', '/x/*']);
    // A path's rule carries its Cache-Control and its policy together.
    expect(withFrame.find((rule) => rule.path === '/')!.headers).toEqual([
      ['Cache-Control', 'no-cache'],
      ['Content-Security-Policy', settings.csp],
    ]);
  });

  it.each([
    ['/', settings.csp],
    ['/x/react-data-grid/sorting/', settings.csp],
    ['/x/no-such-page/', settings.csp],
    ['/_next/static/chunks/main-0123abcd.js', settings.csp],
    ['/playground/', settings.csp],
    ['/playground/index.html', settings.csp],
    ['/playground/demo-runner/', own.csp],
    ['/playground/demo-runner/index.html', own.csp],
  ])('%s gets exactly one policy', (path, expected) => {
    const headers = headersFor(withFrame, path);
    expect(headers.get('content-security-policy')).toBe(expected);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a folder the export does not have', () => {
    expect(() => policyRules('a', { folder: '/nowhere/', csp: 'b' }, (folder) => frameFolders[folder] ?? [])).toThrow('The export has no /nowhere/');
  });

  it('names every rule outside the folder whose policy evaluates code', () => {
    const allowsEval = (policy: string) => policy.includes("'unsafe-eval'");
    expect(evalOutside(withFrame, own.folder, allowsEval)).toEqual([]);
    const leaking = [...withFrame, { path: '/x/api/*', headers: [['Content-Security-Policy', own.csp]] as const }];
    expect(evalOutside(leaking, own.folder, allowsEval)).toEqual(['/x/api/*']);
    expect(evalOutside([{ path: '/*', headers: [['Content-Security-Policy', own.csp]] }], own.folder, allowsEval)).toEqual(['/*']);
  });
});

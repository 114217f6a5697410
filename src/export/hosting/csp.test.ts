/** @jest-environment node */
import { createHash } from 'node:crypto';
import { buildContentSecurityPolicy, inlineScriptHashes, policyAllowsEval, scriptHashSource } from './csp';
import { site } from '../../../data/site';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each runnable inline script, once, in document order', () => {
    const html = `<!doctype html><html><head>
      <script>(function(){var a = "<b>&amp;</b>";})()</script>
      <script src="/_next/static/chunks/main.js"></script>
      <script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>
      <script type="application/ld+json">{"@type":"WebSite"}</script>
      </head><body>
      <script type="text/javascript">one()</script>
      <script type="module">two()</script>
      <script>(function(){var a = "<b>&amp;</b>";})()</script>
      <template><script>three()</script></template>
      </body></html>`;
    expect(inlineScriptHashes(html)).toEqual([
      // Script text is raw: the entity stays as written, as the browser hashes it.
      sha('(function(){var a = "<b>&amp;</b>";})()'),
      sha('one()'),
      sha('two()'),
      sha('three()'),
    ]);
  });

  it('hashes an empty inline script and multi-byte text as UTF-8', () => {
    expect(inlineScriptHashes('<script></script><script>"é☕"</script>')).toEqual([sha(''), sha('"é☕"')]);
    expect(scriptHashSource('"é☕"')).toBe(sha('"é☕"'));
  });
});

describe('buildContentSecurityPolicy', () => {
  const base = { 'default-src': ["'self'"], 'script-src': ["'self'"], 'img-src': ["'self'"], 'form-action': ["'self'"] };

  it('merges the base, each source and the script hashes, once each, in a fixed order', () => {
    const policy = buildContentSecurityPolicy(
      base,
      [
        { name: 'ads', directives: { 'script-src': ['https://cdn.example.com'], 'img-src': ['https:'] } },
        { name: 'more ads', directives: { 'script-src': ['https://cdn.example.com'] } },
      ],
      ["'sha256-AAA='"],
    );
    expect(policy).toBe("default-src 'self'; script-src 'self' https://cdn.example.com 'sha256-AAA='; img-src 'self' https:; form-action 'self'");
  });

  it.each<[string, Parameters<typeof buildContentSecurityPolicy>[1], string]>([
    ['eval', [{ name: 'x', directives: { 'script-src': ["'unsafe-eval'"] } }], "must not allow 'unsafe-eval' in script-src"],
    ['eval anywhere', [{ name: 'x', directives: { 'img-src': ["'unsafe-eval'"] } }], "must not allow 'unsafe-eval' in img-src"],
    ['inline scripts', [{ name: 'x', directives: { 'script-src': ["'unsafe-inline'"] } }], "must not allow 'unsafe-inline' in script-src"],
    ['scripts from any host', [{ name: 'x', directives: { 'script-src': ['https:'] } }], 'must not allow https: in script-src'],
    ['a directive the base lacks', [{ name: 'x', directives: { 'connect-src': ['https://a.example.com'] } }], 'CSP source "x" adds to connect-src, which the base policy does not declare'],
    ['a value that breaks the header', [{ name: 'x', directives: { 'img-src': ['https://a.example.com; script-src *'] } }], 'would break the header'],
  ])('refuses %s', (_label, sources, message) => {
    expect(() => buildContentSecurityPolicy(base, sources, [])).toThrow(message);
  });

  it('drops hosts a scheme source already covers', () => {
    expect(buildContentSecurityPolicy(base, [{ name: 'x', directives: { 'img-src': ['https://a.example.com', 'https:', 'https://b.example.com'] } }], [])).toContain(
      "img-src 'self' https:;",
    );
  });

  it("allows 'unsafe-eval' in script-src only when asked (the edited-demo frame), and nowhere else even then", () => {
    const frame = [{ name: 'frame', directives: { 'script-src': ["'unsafe-eval'"] } }];
    expect(buildContentSecurityPolicy(base, frame, [], { allowEval: true })).toContain("script-src 'self' 'unsafe-eval'");
    expect(() => buildContentSecurityPolicy(base, frame, [])).toThrow("must not allow 'unsafe-eval' in script-src");
    expect(() => buildContentSecurityPolicy(base, [{ name: 'x', directives: { 'img-src': ["'unsafe-eval'"] } }], [], { allowEval: true })).toThrow(
      "must not allow 'unsafe-eval' in img-src",
    );
    expect(() => buildContentSecurityPolicy(base, [{ name: 'x', directives: { 'script-src': ["'unsafe-inline'"] } }], [], { allowEval: true })).toThrow('unsafe-inline');
  });

  it.each([
    ["default-src 'self'; script-src 'self'", false],
    ["default-src 'self'; script-src 'self' 'wasm-unsafe-eval'", false],
    ["default-src 'self'; script-src 'self' 'unsafe-eval'", true],
    ["default-src 'self' 'unsafe-eval'", true],
    ["default-src 'self' 'unsafe-eval'; script-src 'self'", false],
    ["img-src 'unsafe-eval'", false],
  ])('policyAllowsEval(%s) is %s', (policy, expected) => {
    expect(policyAllowsEval(policy)).toBe(expected);
  });

  it("allows WebAssembly compilation ('wasm-unsafe-eval' is not 'unsafe-eval')", () => {
    expect(buildContentSecurityPolicy(base, [{ name: 'search', directives: { 'script-src': ["'wasm-unsafe-eval'"] } }], [])).toContain("script-src 'self' 'wasm-unsafe-eval'");
  });
});

/** data/hosting.ts as a build with these variables sees it. */
function hostingWith(env: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let loaded: { hosting: typeof import('../../../data/hosting'); site: typeof site } | undefined;
    jest.isolateModules(() => {
      loaded = { hosting: jest.requireActual('../../../data/hosting'), site: (jest.requireActual('../../../data/site') as { site: typeof site }).site };
    });
    return loaded!;
  } finally {
    process.env = saved;
  }
}

describe("the site's policy", () => {
  it("keeps 'unsafe-eval' for the edited-demo frame's folder, a top-level folder outside /x/", () => {
    const { hosting } = hostingWith({});
    expect(hosting.evalFrame.folder).toBe('/playground/demo-runner/');
    expect(buildContentSecurityPolicy(hosting.cspBase, [hosting.evalFrame.source], [], { allowEval: true })).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'/);
    expect(() => buildContentSecurityPolicy(hosting.cspBase, [...hosting.cspSources, hosting.evalFrame.source], [])).toThrow('unsafe-eval');
  });

  const directives = (policy: string) =>
    new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as const));

  it('names every host the code talks to in a build with ads and analytics', () => {
    const { hosting, site: built } = hostingWith({ NEXT_PUBLIC_ADS: 'on', NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST' });
    const policy = directives(buildContentSecurityPolicy(hosting.cspBase, hosting.cspSources, ["'sha256-AAA='"]));
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", new URL(built.ads.network.scriptUrl).origin, 'https://srv.carbonads.net', 'https://www.googletagmanager.com', "'sha256-AAA='"]);
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", new URL(built.ads.jsonServiceUrl).origin, 'https://*.google-analytics.com']));
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https:']));
    expect(policy.get('form-action')).toEqual(["'self'", new URL(built.sandboxes.codesandboxDefineUrl).origin, new URL(built.sandboxes.stackblitzRunUrl).origin]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('follows an ad script moved to another host', () => {
    const { hosting } = hostingWith({ NEXT_PUBLIC_ADS: 'on', NEXT_PUBLIC_AD_SCRIPT_URL: 'https://ads.example.org/a.js' });
    expect(buildContentSecurityPolicy(hosting.cspBase, hosting.cspSources, [])).toContain('https://ads.example.org');
  });

  it('names no ad or analytics host in a build without them', () => {
    const { hosting } = hostingWith({ NEXT_PUBLIC_ADS: 'off', NEXT_PUBLIC_GA_MEASUREMENT_ID: '' });
    const policy = buildContentSecurityPolicy(hosting.cspBase, hosting.cspSources, []);
    expect(policy).not.toMatch(/carbonads|buysellads|google|https: /);
  });

  it('fits in a header line of the hosts that limit it (Cloudflare Pages: 2,000 characters) with room for hashes', () => {
    const { hosting } = hostingWith({ NEXT_PUBLIC_ADS: 'on', NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST' });
    expect(buildContentSecurityPolicy(hosting.cspBase, hosting.cspSources, []).length).toBeLessThan(1400);
  });
});

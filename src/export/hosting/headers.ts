/**
 * The response headers of the export as rules (build time, pure): which URL paths get which headers,
 * written as a `_headers` file (the format Netlify and Cloudflare Pages read) and as nginx
 * configuration, and read back by the local server (scripts/serve.ts) so it sends exactly what a
 * host would. Hosts apply every rule that matches a path, so each header is set by rules that never
 * overlap (Cache-Control would otherwise be sent twice).
 */

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

export interface HeaderRule {
  /** A URL path; `*` matches any rest of the path (`/x/*`), without it the path is exact (`/`). */
  path: string;
  headers: HeaderList;
}

export interface ExportEntry {
  /** The entry's name at the top of out/ (`x`, `404.html`, `_next`). */
  name: string;
  directory: boolean;
}

export interface HeaderSettings {
  csp: string;
  /**
   * A folder of the export served with a policy of its own instead of `csp` (URL path, trailing
   * slash): the frame that runs edited demos. Browsers enforce every policy a response carries, so
   * `csp` then comes from rules that leave that folder out (see policyRules).
   */
  ownPolicy?: { folder: string; csp: string };
  security: Readonly<Record<string, string>>;
  cacheControl: { immutable: string; revalidate: string };
  /** URL folders of hashed files (`/_next/static/`). */
  immutableFolders: readonly string[];
}

/** Files of out/ that configure the host and are not served (`_headers`). */
export const HOST_CONFIG_FILES: readonly string[] = ['_headers'];

/**
 * The rules for an export whose folders hold `entriesOf(folder)` (URL folders: `/`, `/x/`): every path
 * gets the security headers and the policy; hashed folders are cached for a year; every other entry of
 * the export is revalidated on each use (pages, `/x/sw.js`, section files, images). One rule per
 * top-level entry, except that a folder holding a hashed folder (`/_next/`, `/x/`) gets one rule per
 * entry of its own, so that no two rules overlap.
 */
export function headerRules(settings: HeaderSettings, entriesOf: (folder: string) => readonly ExportEntry[]): HeaderRule[] {
  const everywhere: HeaderList = settings.ownPolicy
    ? Object.entries(settings.security)
    : [['Content-Security-Policy', settings.csp], ...Object.entries(settings.security)];
  const rules: HeaderRule[] = [...cacheRules(settings, entriesOf)];
  if (settings.ownPolicy) {
    for (const rule of policyRules(settings.csp, settings.ownPolicy, entriesOf)) {
      const same = rules.find((existing) => existing.path === rule.path);
      if (same) same.headers = [...same.headers, ...rule.headers];
      else rules.push(rule);
    }
  }
  const byPath = (a: HeaderRule, b: HeaderRule) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return [{ path: '/*', headers: everywhere }, ...rules.sort(byPath)];
}

// Code-point order: the same file on every machine, whatever its locale.
const sorted = (list: readonly ExportEntry[]) => [...list].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** One Cache-Control per path: hashed folders for a year, every other entry revalidated. */
function cacheRules(settings: HeaderSettings, entriesOf: (folder: string) => readonly ExportEntry[]): HeaderRule[] {
  const rules: HeaderRule[] = [];
  const immutable = (path: string) => settings.immutableFolders.some((folder) => path === folder || path.startsWith(folder));
  const holdsImmutable = (folder: string) => settings.immutableFolders.some((hashed) => hashed !== folder && hashed.startsWith(folder));
  const cache = (path: string) => {
    rules.push({ path, headers: [['Cache-Control', immutable(path.replace(/\*$/, '')) ? settings.cacheControl.immutable : settings.cacheControl.revalidate]] });
  };
  const visit = (folder: string) => {
    for (const entry of sorted(entriesOf(folder))) {
      if (folder === '/' && HOST_CONFIG_FILES.includes(entry.name)) continue;
      const path = `${folder}${entry.name}${entry.directory ? '/' : ''}`;
      if (entry.directory && holdsImmutable(path)) visit(path);
      else cache(entry.directory ? `${path}*` : path);
    }
  };
  cache('/');
  visit('/');
  return rules;
}

/**
 * The policies when one folder has its own: the folder (`/playground/demo-runner/*`) gets its
 * policy, and every other entry of the export gets `csp` through rules that never reach into it: one
 * per entry of each folder on the way down (`/`, `/playground/`), the folders themselves (their
 * index page) exactly. An address outside every entry of the export (a 404) matches none.
 */
export function policyRules(csp: string, own: { folder: string; csp: string }, entriesOf: (folder: string) => readonly ExportEntry[]): HeaderRule[] {
  const header = (value: string): HeaderList => [['Content-Security-Policy', value]];
  const rules: HeaderRule[] = [];
  const visit = (folder: string) => {
    rules.push({ path: folder, headers: header(csp) });
    for (const entry of sorted(entriesOf(folder))) {
      if (folder === '/' && HOST_CONFIG_FILES.includes(entry.name)) continue;
      const path = `${folder}${entry.name}${entry.directory ? '/' : ''}`;
      if (path === own.folder) rules.push({ path: `${path}*`, headers: header(own.csp) });
      else if (entry.directory && own.folder.startsWith(path)) visit(path);
      else rules.push({ path: entry.directory ? `${path}*` : path, headers: header(csp) });
    }
  };
  visit('/');
  if (!rules.some((rule) => rule.path === `${own.folder}*`)) throw new Error(`The export has no ${own.folder}: its policy would apply nowhere`);
  return rules;
}

/**
 * The rules whose Content-Security-Policy lets scripts evaluate strings, by path, outside `allowed`
 * (the frame's folder): the build stops on any.
 */
export function evalOutside(rules: readonly HeaderRule[], allowed: string, allowsEval: (policy: string) => boolean): string[] {
  return rules
    .filter((rule) => rule.headers.some(([name, value]) => name.toLowerCase() === 'content-security-policy' && allowsEval(value)))
    .map((rule) => rule.path)
    .filter((path) => !path.startsWith(allowed));
}

/** The rules as a `_headers` file (Netlify, Cloudflare Pages). */
export function renderHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    lines.push(rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

/** Reads a `_headers` file: comments and blank lines skipped; a header line before any path is an error. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{ path: string; headers: Array<[string, string]> }> = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      return;
    }
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    const rule = rules[rules.length - 1];
    if (!match || !rule) throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path`);
    rule.headers.push([match[1], match[2].trim()]);
  });
  return rules;
}

/** Whether a rule's path matches a URL path (`*` matches any rest, the rest is literal). */
export function pathMatches(rulePath: string, urlPath: string): boolean {
  const pattern = rulePath
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`).test(urlPath);
}

/** Every header for a URL path, as a host applies the rules: all matching rules, values of a repeated name joined. */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!pathMatches(rule.path, urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result.set(key, result.has(key) ? `${result.get(key)}, ${value}` : value);
    }
  }
  return result;
}

function nginxString(value: string): string {
  // nginx expands `$name` inside strings and has no escape for it.
  if (value.includes('$')) throw new Error(`nginx cannot send a header value holding "$": ${value}`);
  return `"${value.replace(/(["\\])/g, '\\$1')}"`;
}
const nginxRegex = (rulePath: string) =>
  `~^${rulePath
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')}$`;

/**
 * The rules for nginx: `http` goes inside the `http {}` block (a map per header that depends on
 * the path), `server` inside the `server {}` block serving out/. Headers are set with `always` so
 * error pages carry them too; no `location` block is used, so the server's own locations keep them.
 * `errors` are headers every error answer (status 4xx or 5xx) gets instead of its path's value
 * (`Cache-Control: no-store`): a second map, on `$status`, picks between the two.
 */
export function renderNginx(rules: readonly HeaderRule[], comment: string, errors: HeaderList = []): { http: string; server: string } {
  const header = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  const everywhere = rules.filter((rule) => rule.path === '/*');
  const byPath = rules.filter((rule) => rule.path !== '/*');
  const names = [...new Set(byPath.flatMap((rule) => rule.headers.map(([name]) => name)))];
  const variable = (name: string) => `$docs_${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
  const errorValue = (name: string) => errors.find(([errorName]) => errorName.toLowerCase() === name.toLowerCase())?.[1];
  const http = [...header];
  for (const name of names) {
    const onError = errorValue(name);
    const pathVariable = onError === undefined ? variable(name) : `${variable(name)}_by_path`;
    http.push(`map $uri ${pathVariable} {`, '  default "";');
    for (const rule of byPath) {
      for (const [headerName, value] of rule.headers) {
        if (headerName === name) http.push(`  ${rule.path === '/' ? '/' : nginxRegex(rule.path)} ${nginxString(value)};`);
      }
    }
    http.push('}');
    if (onError !== undefined) http.push(`map $status ${variable(name)} {`, `  default ${pathVariable};`, `  ~^[45] ${nginxString(onError)};`, '}');
  }
  const server = [...header, 'error_page 404 /404.html;'];
  for (const rule of everywhere) {
    for (const [name, value] of rule.headers) server.push(`add_header ${name} ${nginxString(value)} always;`);
  }
  for (const name of names) server.push(`add_header ${name} ${variable(name)} always;`);
  return { http: `${http.join('\n')}\n`, server: `${server.join('\n')}\n` };
}

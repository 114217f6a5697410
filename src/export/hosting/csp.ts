/**
 * The Content-Security-Policy of the export (build time, pure): the base and third-party sources of
 * data/hosting.ts, plus a `'sha256-…'` source for every inline script found in the exported HTML,
 * so the hashes always match what the pages carry and are never copied by hand.
 */
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import type { CspDirective, CspDirectives, CspSource } from '../../../data/hosting';

/** The order directives are written in (the base's order, then any other a source adds). */
const ORDER: readonly CspDirective[] = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'frame-src',
  'worker-src',
  'manifest-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
];

/** Script types a browser runs; any other (`application/json`, `application/ld+json`) is data. */
const RUNNABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

interface Node {
  nodeName: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
  content?: Node;
  value?: string;
}

/** `'sha256-<base64>'` of a script's text, as a CSP source. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hash sources of every inline script a browser would run in `html` (scripts with a `src` and
 * data blocks are left out), in document order, once each. The HTML is parsed as a browser parses
 * it, so the text hashed is exactly what the browser hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === 'script') {
      const attrs = new Map((node.attrs ?? []).map((attr) => [attr.name, attr.value]));
      if (!attrs.has('src') && RUNNABLE_TYPE.test((attrs.get('type') ?? '').trim())) {
        const text = (node.childNodes ?? []).map((child) => child.value ?? '').join('');
        const source = scriptHashSource(text);
        if (!found.includes(source)) found.push(source);
      }
    }
    node.childNodes?.forEach(visit);
    if (node.content) visit(node.content);
  };
  visit(parse(html) as unknown as Node);
  return found;
}

/** Keywords a policy of ours must never hold: they would let injected code run. */
const FORBIDDEN: ReadonlyArray<[CspDirective | '*', string]> = [
  ['*', "'unsafe-eval'"],
  ['script-src', "'unsafe-inline'"],
  ['script-src', "'unsafe-hashes'"],
  ['script-src', 'data:'],
  ['script-src', '*'],
  ['script-src', 'https:'],
];

export interface PolicyOptions {
  /**
   * Allows `'unsafe-eval'` in `script-src`: only for the policy of the frame that runs the demos a
   * reader edits (data/hosting.ts `evalFrame`), never for a page of the site.
   */
  allowEval?: boolean;
}

/**
 * The policy: base directives, each source's additions, and the inline-script hashes in
 * `script-src`. Throws when the result would allow script injection (`'unsafe-eval'` unless
 * `allowEval`, inline scripts without a hash, any-host scripts).
 */
export function buildContentSecurityPolicy(
  base: CspDirectives,
  sources: ReadonlyArray<Pick<CspSource, 'name' | 'directives'>>,
  scriptHashes: readonly string[],
  { allowEval = false }: PolicyOptions = {},
): string {
  const merged = new Map<CspDirective, string[]>();
  const add = (directive: CspDirective, values: readonly string[]) => {
    const list = merged.get(directive) ?? [];
    for (const value of values) if (!list.includes(value)) list.push(value);
    merged.set(directive, list);
  };
  for (const [directive, values] of Object.entries(base) as Array<[CspDirective, readonly string[]]>) add(directive, values);
  for (const source of sources) {
    for (const [directive, values] of Object.entries(source.directives) as Array<[CspDirective, readonly string[]]>) {
      if (!merged.has(directive)) throw new Error(`CSP source "${source.name}" adds to ${directive}, which the base policy does not declare`);
      add(directive, values);
    }
  }
  add('script-src', scriptHashes);
  for (const [directive, keyword] of FORBIDDEN) {
    for (const [name, values] of merged) {
      const allowed = allowEval && keyword === "'unsafe-eval'" && name === 'script-src';
      if ((directive === '*' || directive === name) && values.includes(keyword) && !allowed) {
        throw new Error(`The Content-Security-Policy must not allow ${keyword} in ${name}`);
      }
    }
  }
  for (const [name, values] of merged) {
    const bad = values.find((value) => /[;,\s]/.test(value) || value === '');
    if (bad !== undefined) throw new Error(`CSP value ${JSON.stringify(bad)} in ${name} would break the header`);
  }
  // A scheme source (`https:`) already covers every host on it.
  for (const [name, values] of merged) {
    if (values.includes('https:')) merged.set(name, values.filter((value) => !value.startsWith('https://')));
  }
  const names = [...ORDER.filter((name) => merged.has(name)), ...[...merged.keys()].filter((name) => !ORDER.includes(name))];
  return names.map((name) => `${name} ${merged.get(name)!.join(' ')}`).join('; ');
}

/** Whether a policy lets scripts evaluate strings (`'unsafe-eval'` in `script-src`, or in `default-src` without one). */
export function policyAllowsEval(policy: string): boolean {
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0].toLowerCase(), parts.slice(1)] as const),
  );
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  return scripts.includes("'unsafe-eval'");
}

/**
 * What an edited demo can import (pure): the modules its original file and data modules import,
 * with the names they import (the demo's own module returns exactly those, src/demos/build/
 * demoScope.ts; so the live demo's chunks serve the editor too). A name or a package outside it fails
 * with a message that says what is there, not with React's "element type is invalid".
 */

/** The export of a demo's module that returns its scope (src/demos/build/demoScope.ts's EDITOR_SCOPE_EXPORT). */
export const EDITOR_SCOPE = 'EditorScope';

/** What the demo's `EditorScope()` returns: specifier -> the names the demo imports from it (`default` for a default import). */
export type RawScope = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export interface DemoScope {
  /** Module objects by specifier, as `require` returns them (ES module interop: `__esModule`). */
  modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** Names looked up by interop helpers and promise checks, never by the reader's code. */
const PROBES = new Set(['__esModule', 'then', 'toJSON', '$$typeof', 'constructor']);

export class ScopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScopeError';
  }
}

const list = (names: readonly string[]) => names.map((name) => (name === 'default' ? 'its default export' : name)).join(', ');

/** One module of the scope: its names, and a clear error for any other the code reads. */
function scopeModule(specifier: string, names: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const target: Record<string, unknown> = { __esModule: true };
  for (const name of Object.keys(names)) target[name] = names[name];
  const available = Object.keys(names).sort();
  return new Proxy(target, {
    get(object, property, receiver) {
      if (typeof property === 'string' && !(property in object) && !PROBES.has(property)) {
        throw new ScopeError(`${property === 'default' ? 'A default export' : `"${property}"`} of ${specifier} is not available in this demo's editor: it has ${list(available) || 'nothing'}.`);
      }
      return Reflect.get(object, property, receiver);
    },
  });
}

export function createScope(raw: RawScope): DemoScope {
  const modules: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const [specifier, names] of Object.entries(raw)) modules[specifier] = scopeModule(specifier, names);
  return { modules };
}

/** The error for a module outside the scope, naming what the demo can import. */
export function scopeError(specifier: string, scope: DemoScope): ScopeError {
  const available = Object.keys(scope.modules).filter((name) => name !== 'react/jsx-runtime').sort();
  return new ScopeError(`"${specifier}" is not available in this demo's editor: it can import ${available.join(', ')} and its own files.`);
}

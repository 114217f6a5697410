/** Which npm packages a demo's sandbox needs, from the demo's imports (pure). */

/** Date library each date adapter of the pickers needs. */
export const ADAPTER_PACKAGES: Readonly<Record<string, string>> = {
  AdapterDateFns: 'date-fns',
  AdapterDateFnsJalali: 'date-fns-jalali',
  AdapterDayjs: 'dayjs',
  AdapterLuxon: 'luxon',
  AdapterMoment: 'moment',
  AdapterMomentHijri: 'moment-hijri',
  AdapterMomentJalaali: 'moment-jalaali',
};

const ADAPTER_IMPORT = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter[^/]*)(?:\/.*)?$/;

/** Packages a package needs beside it (peer dependencies a sandbox must install). */
const PEERS: ReadonlyArray<[RegExp, string[]]> = [
  [/^@mui\/x-/, ['@mui/material', '@emotion/react', '@emotion/styled', 'react', 'react-dom']],
  [/^@mui\/(material|icons-material|system|lab)$/, ['@mui/material', '@emotion/react', '@emotion/styled', 'react', 'react-dom']],
  [/^@emotion\/styled$/, ['@emotion/react']],
  [/^react-dom$/, ['react']],
];

/**
 * The npm package of an import path: `@mui/x-data-grid/DataGrid` -> `@mui/x-data-grid`,
 * `dayjs/locale/fr` -> `dayjs`. Relative, absolute and built-in (`node:`) imports have none.
 */
export function packageOfImport(specifier: string): string | null {
  if (specifier === '' || specifier.startsWith('.') || specifier.startsWith('/') || specifier.includes(':')) return null;
  const parts = specifier.split('/');
  if (specifier.startsWith('@')) return parts.length >= 2 && parts[1] !== '' ? `${parts[0]}/${parts[1]}` : null;
  return parts[0];
}

/**
 * The date library a date-adapter import needs, or null when the import is not an adapter. An
 * adapter missing from the table throws a TypeError naming it (the sandbox would not run).
 */
export function adapterDateLibrary(specifier: string): string | null {
  const match = ADAPTER_IMPORT.exec(specifier);
  if (!match) return null;
  const adapter = match[1];
  const library = Object.prototype.hasOwnProperty.call(ADAPTER_PACKAGES, adapter) ? ADAPTER_PACKAGES[adapter] : undefined;
  if (!library) throw new TypeError(`Cannot find the date library of the adapter "${adapter}" (imported as ${specifier})`);
  return library;
}

/**
 * The `dependencies` of a sandbox's package.json: every imported package, the date library of each
 * adapter, and the peers those packages need, at the versions installed here (`latest` for a
 * package this site does not install), sorted by name.
 */
export function resolveDependencies(imports: readonly string[], versions: Readonly<Record<string, string>>): Record<string, string> {
  const names = new Set<string>();
  const add = (name: string) => {
    if (names.has(name)) return;
    names.add(name);
    for (const [pattern, peers] of PEERS) if (pattern.test(name)) peers.forEach(add);
  };
  for (const specifier of imports) {
    const name = packageOfImport(specifier);
    if (name) add(name);
    const library = adapterDateLibrary(specifier);
    if (library) add(library);
  }
  const result: Record<string, string> = {};
  for (const name of [...names].sort()) {
    result[name] = Object.prototype.hasOwnProperty.call(versions, name) ? versions[name] : 'latest';
  }
  return result;
}

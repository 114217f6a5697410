/**
 * Writes the llms.txt files (`public/x/llms.txt`, `public/x/<product>/llms.txt`) and, given the
 * guides' markdown exports, their llms-full.txt beside them. The versions are read from the installed
 * packages: the files say exactly what `npm ci` installed, as the site does.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NavPage } from '../contracts';
import { apiProducts } from '../../data/apiReference';
import { installedPackageVersions } from '../demos/build/sandboxVersions';
import { llmsScopes, type LlmsLink, type PackageVersion } from './llmsScopes';
import { llmsFull, llmsIndex } from './llmsTxt';

export interface LlmsInputs {
  describe: (pathname: string) => string | undefined;
  apiPages: readonly LlmsLink[];
  /** Each guide's markdown export by pathname; without it only the llms.txt indexes are written. */
  guides?: ReadonlyMap<string, string>;
  root?: string;
}

/** The installed version of each package of an API product (`data-grid`: the three grid packages). */
export function productVersions(root: string = process.cwd()): (apiSegment: string) => PackageVersion[] {
  const installed = installedPackageVersions(root);
  return (apiSegment) =>
    (apiProducts.find((product) => product.id === apiSegment)?.packages ?? []).map(({ name }) => {
      const version = installed[name];
      if (version === undefined) throw new Error(`llms.txt: ${name} is not installed (run npm ci)`);
      return { name, version };
    });
}

/** Writes the files under `publicDir` (`public/`) and returns their site paths. */
export function writeLlmsFiles(tree: readonly NavPage[], publicDir: string, host: string, inputs: LlmsInputs): string[] {
  const written: string[] = [];
  const write = (sitePath: string, text: string) => {
    const file = path.join(publicDir, ...sitePath.split('/').filter(Boolean));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    written.push(sitePath);
  };
  const scopes = llmsScopes({ tree, describe: inputs.describe, apiPages: inputs.apiPages, versionsOf: productVersions(inputs.root) });
  for (const scope of scopes) {
    write(`${scope.base}/llms.txt`, llmsIndex(scope, host));
    const guides = inputs.guides;
    if (guides) write(`${scope.base}/llms-full.txt`, llmsFull(scope, (pathname) => guides.get(pathname), host));
  }
  return written;
}

/**
 * Writes the markdown export of every page (`public/x/<path>.md`, served beside the HTML as
 * `/x/<path>.md`) at build time: guides from their markdown and demos, API pages from the generated
 * reference. Files of pages that no longer exist are removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NavPage } from '../contracts';
import { apiProducts } from '../../data/apiReference';
import { guidePages } from '../nav/tree';
import { markdownPath } from '../routing/paths';
import { apiEntries } from '../api/build/apiEntries';
import { readApiPage } from '../api/build/apiStore';
import { contentFileFor } from '../markdown/contentFile';
import { demoFolderFor, loadDemoBuild } from '../demos/build/demoBuild';
import { isSyntheticPage } from '../nav/build/extraPages';
import { findDemoDirectives, findGeneratedDirectives } from '../markdown/outline';
import { generatedSection } from '../privacy/build/generatedSections';
import { readFrontMatter } from '../markdown/frontMatter';
import { apiMarkdown } from './markdownExport';
import { guideMarkdown, type DemoExport } from './guideMarkdown';
import { markerLeaks } from './markdownText';
import type { DemoSources } from '../contracts';

export interface ExportedPage {
  pathname: string;
  title: string;
  description: string;
}

/** Every `.md` file under a folder. */
function markdownFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFilesUnder(full);
    return entry.isFile() && entry.name.endsWith('.md') ? [full] : [];
  });
}

/** What the export shows of a demo: the TypeScript source of its MUI System variant and its files. */
export async function demoExport(folder: string, file: string, where: string, demosDir?: string): Promise<DemoExport> {
  // The same build as the page's (cached): the code is the text its copy button gives.
  const { sourcesFile } = await loadDemoBuild(folder, file, where, demosDir);
  const system = (JSON.parse(sourcesFile.json) as DemoSources).stylings['MUI System'];
  return { code: system.TS.code, files: system.files.TS };
}

/** The guide pages' markdown, with each demo's TypeScript source. */
async function guideExports(tree: readonly NavPage[], host: string) {
  const result: Array<{ pathname: string; text: string }> = [];
  for (const page of guidePages(tree)) {
    if (isSyntheticPage(page.pathname)) continue;
    const file = contentFileFor(page.pathname);
    if (!fs.existsSync(file)) continue;
    const source = path.relative(process.cwd(), file);
    const raw = fs.readFileSync(file, 'utf8');
    const folder = demoFolderFor(page.pathname);
    const demos: Record<string, DemoExport> = {};
    const body = readFrontMatter(raw, source).content;
    for (const directive of findDemoDirectives(body, source)) {
      demos[directive.file] ??= await demoExport(folder, directive.file, source);
    }
    const sections: Record<string, string> = {};
    for (const directive of findGeneratedDirectives(body, source)) sections[directive.name] ??= generatedSection(directive.name, source);
    result.push({ pathname: page.pathname, text: guideMarkdown({ raw, source, pathname: page.pathname, demos, sections, host }) });
  }
  return result;
}

/** Writes the exports under `publicDir`; returns the guides' text and the API pages written (for the llms files). */
export async function writeMarkdownExports(
  tree: readonly NavPage[],
  publicDir: string,
  host: string,
): Promise<{ guides: ReadonlyMap<string, string>; api: ExportedPage[] }> {
  const written = new Set<string>();
  const write = (pathname: string, text: string) => {
    // Readers (and assistants) get the code a page shows: a marker here is a bug of the export.
    const leaks = markerLeaks(text);
    if (leaks.length > 0) throw new Error(`the markdown export of ${pathname} carries build-time notation:\n  ${leaks.join('\n  ')}`);
    const file = path.join(publicDir, ...markdownPath(pathname).split('/').filter(Boolean));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    written.add(file);
  };
  const guides = await guideExports(tree, host);
  guides.forEach(({ pathname, text }) => write(pathname, text));
  const api: ExportedPage[] = [];
  for (const entry of apiEntries(tree, apiProducts.map((product) => product.id))) {
    const file = readApiPage(entry.pathname);
    write(entry.pathname, apiMarkdown({ pathname: entry.pathname, title: file.title, description: file.description, content: file.content, host }));
    api.push({ pathname: entry.pathname, title: file.title, description: file.description });
  }
  for (const stale of markdownFilesUnder(path.join(publicDir, 'x'))) {
    if (!written.has(stale)) fs.rmSync(stale);
  }
  return { guides: new Map(guides.map(({ pathname, text }) => [pathname, text])), api };
}

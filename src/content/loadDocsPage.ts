import fs from 'node:fs';
import path from 'node:path';
import pages from '../../data/pages';
import { findSiblings, guidePages } from '../nav/tree';
import { getPageData } from '../nav/pageData';
import { contentFileFor } from '../markdown/contentFile';
import { renderMarkdown } from '../markdown/markdown';
import { demoFolderFor, loadDemoBuild } from '../demos/build/demoBuild';
import { writeDemoSourcesFile } from '../demos/build/demoSourcesFiles';
import type { ContentSegment } from '../contracts';
import type { MarkdownSegment } from '../markdown/segments';
import type { DocsPageProps } from '../contracts';
import { isSyntheticPage, SYNTHETIC_TEMPLATE } from '../nav/build/extraPages';
import { siteTree } from '../nav/build/siteTree';
import { site } from '../../data/site';
import type { NavPage } from '../contracts';
import { dictionaryFor, exportLanguages } from '../i18n/pageTranslations';
import { hasLocalizedPage } from '../i18n/languages';
import { docsSlug, withLanguage, withTrailingSlash } from '../routing/paths';
import { renderMarkdownFragment } from '../markdown/renderer';
import { generatedSection } from '../privacy/build/generatedSections';
import { demoBlockKey, fenceBlockKey } from '../markdown/hoverSpans';
import { wrapHoverSpans } from '../code/hoverTypes';
import { readHoverManifest, type PageHoverTypes } from '../export/hoverManifest';

/** Slugs of every guide page, for `getStaticPaths` of `pages/x/[...slug].tsx`. */
export function guideSlugs(): string[][] {
  return guidePages(siteTree()).map((page) => docsSlug(page.pathname));
}

/** A demo of the page: its props, and under `next dev` its sources file (the prebuild step wrote the others). */
async function resolveDemo(folder: string, ref: { file: string; height: number }, where: string) {
  const { demo, sourcesFile } = await loadDemoBuild(folder, ref.file, where);
  // A saved demo gets a new file (its name is its content's hash): write it before the page names it.
  if (process.env.NODE_ENV === 'development') writeDemoSourcesFile(path.join(process.cwd(), 'public'), sourcesFile, true);
  return { ...demo, height: ref.height };
}

/** Replaces demo references by their sources (with hover marks) and generated sections by their HTML; an unknown one fails the build naming page and line. */
async function resolveDemos(segments: MarkdownSegment[], folder: string, where: string, hovers?: PageHoverTypes): Promise<ContentSegment[]> {
  return Promise.all(
    segments.map(async (segment): Promise<ContentSegment> => {
      if (segment.kind === 'demo') {
        const demo = await resolveDemo(folder, segment, `${where}:${segment.line}`);
        const spans = hovers?.blocks[demoBlockKey(folder, segment.file)];
        return { kind: 'demo', demo: spans ? { ...demo, firstCode: { ...demo.firstCode, html: wrapHoverSpans(demo.firstCode.html, spans) } } : demo };
      }
      if (segment.kind === 'container') return { ...segment, children: await resolveDemos(segment.children, folder, where, hovers) };
      // A section written from configuration (the privacy page's lists), rendered like the page's markdown.
      if (segment.kind === 'generated') return { kind: 'html', html: renderMarkdownFragment(generatedSection(segment.name, `${where}:${segment.line}`)) };
      // The page carries a fence's highlighted HTML only: its text is the code (the copy button reads it).
      if (segment.kind === 'code') {
        const spans = hovers?.blocks[fenceBlockKey(segment.language, segment.code)];
        return { kind: 'code', language: segment.language, html: spans ? wrapHoverSpans(segment.html, spans) : segment.html };
      }
      return segment;
    }),
  );
}

/**
 * Page props of one guide page, in English or under a language prefix (`zh`); a missing markdown
 * file fails the build naming the file.
 */
export async function loadDocsPage(slug: readonly string[], language: string = site.defaultLanguage): Promise<DocsPageProps> {
  const tree = siteTree();
  const pathname = `/x/${slug.join('/')}`;
  const file = contentFileFor(isSyntheticPage(pathname) ? SYNTHETIC_TEMPLATE : pathname);
  const sourceFile = path.relative(process.cwd(), file);
  if (!fs.existsSync(file)) {
    throw new Error(`The page ${pathname} is in data/pages.ts but its markdown file ${sourceFile} is missing`);
  }
  const raw = fs.readFileSync(file, 'utf8');
  const rendered = renderMarkdown(raw, sourceFile);
  // Under `next dev` the open page is checked like `npm run check:docs` checks every page, beside the
  // page: a failing fence or an unknown API name shows in the error overlay once found (the build
  // leaves it to that check).
  if (process.env.NODE_ENV === 'development' && !isSyntheticPage(pathname)) {
    const { checkPageInBackground } = await import('../checks/docsCheckProcess');
    checkPageInBackground(sourceFile.split(path.sep).join('/'), raw);
  }
  // Names with quick info marked in the code (see src/export/hoverFiles.ts); none without the manifest.
  const hovers = isSyntheticPage(pathname) ? undefined : readHoverManifest()[pathname];
  const segments = await resolveDemos(rendered.segments, demoFolderFor(isSyntheticPage(pathname) ? SYNTHETIC_TEMPLATE : pathname), sourceFile, hovers);
  if (isSyntheticPage(pathname)) {
    rendered.title = `Synthetic ${pathname.slice(pathname.lastIndexOf('/') + 1)}`;
  }
  const { prev, next } = findSiblings(tree, pathname);
  const page = getPageData(tree, withLanguage(withTrailingSlash(pathname), language), {
    title: rendered.title,
    description: rendered.description,
  });
  return {
    page,
    segments,
    hoverTypes: hovers?.url ?? null,
    toc: rendered.toc,
    prev,
    next,
    editUrl: `${site.editBaseUrl}/${path.relative(path.join('data', 'docs'), sourceFile).split(path.sep).join('/')}`,
  };
}

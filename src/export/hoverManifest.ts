/**
 * The hover manifest the prebuild step writes (src/export/hoverFiles.ts) and the page loader reads:
 * kept apart from the compiler so that the pages' server code does not bundle it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HoverSpan } from '../contracts/content';

/** What the page loader needs of a page: its table's URL and each block's marked names. */
export interface PageHoverTypes {
  url: string;
  blocks: Record<string, HoverSpan[]>;
}

export type HoverManifest = Record<string, PageHoverTypes>;

export const HOVER_MANIFEST_FILE = path.join(process.cwd(), '.next', 'cache', 'hover-types', 'manifest.json');

let cached: { file: string; mtime: number; manifest: HoverManifest } | null = null;

/** Reads the manifest the prebuild step wrote (again when it changed); none means no hovers. */
export function readHoverManifest(manifestFile: string = HOVER_MANIFEST_FILE): HoverManifest {
  try {
    const mtime = fs.statSync(manifestFile).mtimeMs;
    if (cached?.file === manifestFile && cached.mtime === mtime) return cached.manifest;
    const value: unknown = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const manifest = value && typeof value === 'object' && !Array.isArray(value) ? (value as HoverManifest) : {};
    cached = { file: manifestFile, mtime, manifest };
    return manifest;
  } catch {
    return {};
  }
}

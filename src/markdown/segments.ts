/** Segments as markdown produces them at build time (the rendered shapes are in src/contracts). */
import type { ContainerTag } from '../contracts';

/** A segment as markdown produces it: demos are still references to files. */
export type MarkdownSegment =
  | { kind: 'html'; html: string }
  | { kind: 'code'; language: string; code: string; html: string }
  | { kind: 'container'; tag: ContainerTag; start?: number; children: MarkdownSegment[] }
  | { kind: 'demo'; file: string; height: number; /** Line of the directive in the markdown file. */ line: number }
  /** A section the build writes from configuration (the page loader turns it into HTML). */
  | { kind: 'generated'; name: string; line: number };

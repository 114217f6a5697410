/**
 * A reader's edit of one demo, in one language of one styling (pure). The editor shows the preview
 * while the preview shows (an edit is written back into the full source, previewWindow.ts) and the
 * full source otherwise; the frame runs the entry with the demo's other files (its data modules, a
 * stylesheet). Switching language or styling starts a new session from that code: sucrase can take
 * the types out of an edited TS file but not put them back into JS, and its JS would not read as
 * the demo's own, so an edit belongs to the code it was made in.
 */
import type { CodeVariant, DemoStylingSources } from '../../contracts';
import { locatePreview, previewOf, splicePreview, type PreviewWindow } from './previewWindow';

export interface EditSession {
  variant: CodeVariant;
  /** The entry's file name as the frame and errors call it (`BasicGrid.tsx`, `BasicGrid.js`). */
  entry: string;
  /** The full source of the entry as edited. */
  full: string;
  original: string;
  /** Where the preview sits in `full`; null when the demo has none or it could not be found. */
  window: PreviewWindow | null;
  /** The demo's other files in this language, by path from its folder. */
  files: Readonly<Record<string, string>>;
}

export function startSession(source: DemoStylingSources, variant: CodeVariant, fileName: string): EditSession {
  const code = source[variant];
  const window = code.preview ? locatePreview(code.code, code.preview.code) : null;
  return {
    variant,
    entry: `${fileName}.${variant === 'TS' ? 'tsx' : 'js'}`,
    full: code.code,
    original: code.code,
    window,
    files: source.files[variant] ?? {},
  };
}

/** Whether the editor edits the preview: it shows, and its place in the full source is known. */
export function editsPreview(session: EditSession, expanded: boolean): boolean {
  return !expanded && session.window !== null;
}

/** The text the editor shows. */
export function editorText(session: EditSession, expanded: boolean): string {
  return editsPreview(session, expanded) ? previewOf(session.full, session.window!) : session.full;
}

/** The session once the editor holds `text`. */
export function applyEdit(session: EditSession, text: string, expanded: boolean): EditSession {
  if (!editsPreview(session, expanded)) return { ...session, full: text };
  const spliced = splicePreview(session.full, session.window!, text);
  return { ...session, full: spliced.full, window: spliced.window };
}

export function isEdited(session: EditSession): boolean {
  return session.full !== session.original;
}

/** What the frame runs: the entry and every other file of the demo. */
export function runFiles(session: EditSession): Record<string, string> {
  return { ...session.files, [session.entry]: session.full };
}

/**
 * The line of the editor's text where `line` of the full source is, or null when it falls outside the
 * preview shown (the error then names the line of the full source).
 */
export function editorLine(session: EditSession, expanded: boolean, line: number): number | null {
  if (!editsPreview(session, expanded)) return line;
  const { start, end } = session.window!;
  return line > start && line <= end ? line - start : null;
}

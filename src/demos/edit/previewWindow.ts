/**
 * The preview of a demo inside its full source (pure): where the excerpt between the preview
 * markers sits (lines and the indentation the build took off), so an edit made to the preview can
 * be written back into the full source the frame runs, and the preview read again from it.
 */

export interface PreviewWindow {
  /** First line of the excerpt in the full source (0-based) and the line after its last. */
  start: number;
  end: number;
  /** Spaces the build removed from each line of the excerpt. */
  indent: number;
}

const lines = (text: string) => text.replace(/\n$/, '').split('\n');

/** Where `preview` (as the build cut it: dedented) sits in `full`, or null when it cannot be found. */
export function locatePreview(full: string, preview: string): PreviewWindow | null {
  const fullLines = lines(full);
  const previewLines = lines(preview);
  const first = previewLines[0]?.trim();
  if (!first) return null;
  for (let start = 0; start + previewLines.length <= fullLines.length; start += 1) {
    if (fullLines[start].trim() !== first) continue;
    const indent = fullLines[start].length - fullLines[start].trimStart().length - (previewLines[0].length - previewLines[0].trimStart().length);
    if (indent < 0) continue;
    const pad = ' '.repeat(indent);
    const fits = previewLines.every((line, index) => (line === '' ? fullLines[start + index].trim() === '' : fullLines[start + index] === pad + line));
    if (fits) return { start, end: start + previewLines.length, indent };
  }
  return null;
}

/** The excerpt `window` marks in `full`, dedented as the build shows it. */
export function previewOf(full: string, window: PreviewWindow): string {
  return `${lines(full)
    .slice(window.start, window.end)
    .map((line) => line.slice(Math.min(window.indent, line.length - line.trimStart().length)))
    .join('\n')}\n`;
}

/** `full` with its excerpt replaced by `edited` (indented back), and the excerpt's new place. */
export function splicePreview(full: string, window: PreviewWindow, edited: string): { full: string; window: PreviewWindow } {
  const fullLines = lines(full);
  const pad = ' '.repeat(window.indent);
  const replacement = lines(edited).map((line) => (line === '' ? '' : pad + line));
  const next = [...fullLines.slice(0, window.start), ...replacement, ...fullLines.slice(window.end)];
  return { full: `${next.join('\n')}\n`, window: { ...window, end: window.start + replacement.length } };
}

import type { DemoStylingSources } from '../../contracts';
import { applyEdit, editorLine, editorText, editsPreview, isEdited, runFiles, startSession } from './editSession';

const FULL = "import * as React from 'react';\nimport { rows } from './data/rows';\n\nexport default function Demo() {\n  return (\n    <Grid rows={rows} density=\"compact\" />\n  );\n}\n";
const PREVIEW = '<Grid rows={rows} density="compact" />\n';
const source = (preview: string | null) =>
  ({
    TS: { code: FULL, html: '', preview: preview === null ? null : { code: preview, html: '' } },
    JS: { code: FULL.replace('Grid', 'JsGrid'), html: '', preview: null },
    imports: [],
    files: { TS: { 'data/rows.ts': 'export const rows = [];\n' }, JS: { 'data/rows.js': 'export const rows = [];\n' } },
  }) as DemoStylingSources;

describe('edit session', () => {
  it('starts from the chosen language, naming the entry and carrying the data modules', () => {
    const ts = startSession(source(PREVIEW), 'TS', 'BasicGrid');
    expect(ts.entry).toBe('BasicGrid.tsx');
    expect(runFiles(ts)).toEqual({ 'BasicGrid.tsx': FULL, 'data/rows.ts': 'export const rows = [];\n' });
    const js = startSession(source(PREVIEW), 'JS', 'BasicGrid');
    expect(js.entry).toBe('BasicGrid.js');
    expect(js.full).toContain('JsGrid');
    expect(Object.keys(runFiles(js))).toEqual(['data/rows.js', 'BasicGrid.js']);
  });

  it('edits the preview in place while it shows, and the full source once expanded', () => {
    let session = startSession(source(PREVIEW), 'TS', 'BasicGrid');
    expect(editorText(session, false)).toBe(PREVIEW);
    session = applyEdit(session, '<Grid rows={rows} density="comfortable" />\n', false);
    expect(isEdited(session)).toBe(true);
    expect(session.full).toContain('    <Grid rows={rows} density="comfortable" />\n  );');
    expect(editorText(session, true)).toBe(session.full);
    session = applyEdit(session, session.full.replace('comfortable', 'standard'), true);
    expect(editorText(session, false)).toBe('<Grid rows={rows} density="standard" />\n');
  });

  it('edits the full source when there is no preview or it cannot be found', () => {
    const none = startSession(source(null), 'TS', 'BasicGrid');
    expect(editsPreview(none, false)).toBe(false);
    expect(editorText(none, false)).toBe(FULL);
    const lost = startSession(source('<Other />\n'), 'TS', 'BasicGrid');
    expect(editorText(lost, false)).toBe(FULL);
    expect(isEdited(applyEdit(lost, FULL, false))).toBe(false);
  });

  it('maps an error line of the full source to the line the editor shows', () => {
    const session = startSession(source(PREVIEW), 'TS', 'BasicGrid');
    expect(editorLine(session, false, 6)).toBe(1);
    expect(editorLine(session, false, 2)).toBeNull();
    expect(editorLine(session, true, 2)).toBe(2);
  });
});

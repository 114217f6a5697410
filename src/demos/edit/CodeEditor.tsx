import * as React from 'react';
import { EditorState } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
// The grammars only: `javascript()` would add completions and snippets the editor does not offer.
import { jsxLanguage, tsxLanguage } from '@codemirror/lang-javascript';
import { tags } from '@lezer/highlight';

/** The colours of the site's highlighted code (src/code/CodeBlock.tsx), so starting to edit changes nothing but the cursor. */
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.modifier, tags.operatorKeyword, tags.meta], color: '#ff9bce' },
  { tag: [tags.string, tags.regexp], color: '#9be7a7' },
  { tag: [tags.function(tags.variableName), tags.definition(tags.function(tags.variableName))], color: '#c8b1ff' },
  { tag: [tags.number, tags.bool, tags.null, tags.attributeName], color: '#79c0ff' },
  { tag: tags.comment, color: '#9aa7b4', fontStyle: 'italic' },
  { tag: [tags.tagName, tags.typeName, tags.className], color: '#7ee0d8' },
  { tag: [tags.propertyName, tags.variableName], color: '#ffd08a' },
]);

const look = EditorView.theme(
  {
    '&': { color: '#e6edf3', backgroundColor: '#0f1720', fontSize: '0.8125rem', borderRadius: '0 0 8px 8px' },
    '&.cm-focused': { outline: '2px solid #79c0ff', outlineOffset: '2px' },
    '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: 1.6, padding: '8px 0' },
    '.cm-content': { caretColor: '#e6edf3' },
    '.cm-cursor': { borderInlineStartColor: '#e6edf3' },
    '.cm-gutters': { backgroundColor: '#0f1720', color: '#6e7c8a', border: 'none' },
    '.cm-activeLine': { backgroundColor: 'rgba(255, 255, 255, 0.04)' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: 'rgba(121, 192, 255, 0.3)' },
  },
  { dark: true },
);

export interface CodeEditorProps {
  /** The text to edit; a new value from outside (the full source shown instead of the preview) replaces the editor's. */
  doc: string;
  typescript: boolean;
  label: string;
  onChange: (text: string) => void;
  /** Esc: the reader leaves the editor (Tab is left to the browser, so focus can always move on). */
  onEscape: () => void;
  autoFocus?: boolean;
}

/** CodeMirror 6 over a demo's code: JavaScript/TypeScript with JSX, undo history, line numbers. */
export function CodeEditor({ doc, typescript, label, onChange, onEscape, autoFocus }: CodeEditorProps) {
  const host = React.useRef<HTMLDivElement>(null);
  const view = React.useRef<EditorView | null>(null);
  const handlers = React.useRef({ onChange, onEscape });
  handlers.current = { onChange, onEscape };

  React.useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(highlight),
          (typescript ? tsxLanguage : jsxLanguage).extension,
          keymap.of([{ key: 'Escape', run: () => (handlers.current.onEscape(), true) }, ...defaultKeymap, ...historyKeymap]),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) handlers.current.onChange(update.state.doc.toString());
          }),
          look,
        ],
      }),
    });
    view.current = editor;
    if (autoFocus) editor.focus();
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once per language; later texts go through the effect below.
  }, [typescript]);

  React.useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== doc) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: doc } });
  }, [doc]);

  return <div ref={host} data-editor="" />;
}

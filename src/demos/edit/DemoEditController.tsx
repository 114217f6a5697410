import * as React from 'react';
import { createPortal } from 'react-dom';
import { useColorScheme, useTheme } from '@mui/material/styles';
import type { CodeVariant, DemoStylingSources } from '../../contracts';
import { useTranslateWith } from '../../i18n/I18nProvider';
import type { DemoError } from '../runner/transpile';
import { CodeEditor } from './CodeEditor';
import { applyEdit, editorLine, editorText, isEdited, runFiles, startSession, type EditSession } from './editSession';
import { demoEditEnglish } from './editStrings';
import { reportEditOnce } from './editEvents';
import { RUNNER_PATH, useEditedFrame } from './useEditedFrame';

/** The pause in typing after which the demo runs the edited code. */
export const RUN_DELAY_MS = 200;

/** The edited code of a demo, for its sandboxes and copy button. */
export interface EditedCode {
  variant: CodeVariant;
  full: string;
  files: Readonly<Record<string, string>>;
}

export interface DemoEditControllerProps {
  demoFile: string;
  name: string;
  module: string;
  licensed: boolean;
  source: DemoStylingSources;
  variant: CodeVariant;
  fileName: string;
  expanded: boolean;
  /** Where the frame and the error go (in the live demo's box) and where the editor goes (in place of the code). */
  frameSlot: HTMLElement | null;
  editorSlot: HTMLElement | null;
  /** The edit and whether the frame shows it instead of the original demo. */
  onState: (state: { edited: EditedCode | null; shown: boolean }) => void;
  /** Esc in the editor. */
  onLeave: () => void;
  autoFocus: boolean;
  runDelay?: number;
}

function useErrorText(error: DemoError | null, session: EditSession, expanded: boolean): string | null {
  const t = useTranslateWith(demoEditEnglish);
  if (!error) return null;
  const file = error.file || session.entry;
  if (error.line === undefined) return t(error.kind === 'syntax' ? 'demoEdit.syntaxErrorNoLine' : 'demoEdit.errorNoLine', { file, message: error.message });
  const shownLine = file === session.entry ? editorLine(session, expanded, error.line) : error.line;
  const line = shownLine === null ? `${error.line} ${t('demoEdit.outsidePreview')}` : String(shownLine);
  return t(error.kind === 'syntax' ? 'demoEdit.syntaxError' : 'demoEdit.runtimeError', { file, line, message: error.message });
}

/**
 * A demo being edited (its own chunk, loaded on the reader's first edit): CodeMirror in place of the
 * code, and a frame in the live demo's box that runs each version after a pause in typing. The frame
 * shows once a version has rendered; until then, and whenever a later version fails, the last good
 * render stays and the error shows under it with its line.
 */
export default function DemoEditController(props: DemoEditControllerProps) {
  const { demoFile, name, module, licensed, variant, expanded, onState, runDelay = RUN_DELAY_MS } = props;
  const t = useTranslateWith(demoEditEnglish);
  const [session, setSession] = React.useState(() => startSession(props.source, variant, props.fileName));
  const { colorScheme } = useColorScheme();
  const direction = useTheme().direction;
  const look = React.useMemo(() => ({ mode: colorScheme === 'dark' ? ('dark' as const) : ('light' as const), direction }), [colorScheme, direction]);
  const onError = React.useCallback(() => reportEditOnce('edit_error', demoFile), [demoFile]);
  const { frame, state, run } = useEditedFrame(look, onError);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (text: string) => {
    const next = applyEdit(session, text, expanded);
    setSession(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => run({ module, licensed, entry: next.entry, files: runFiles(next) }), runDelay);
  };

  const edited = isEdited(session);
  React.useEffect(() => {
    onState({ edited: edited ? { variant, full: session.full, files: session.files } : null, shown: state.shown });
  }, [edited, variant, session, state.shown, onState]);

  const errorText = useErrorText(state.error, session, expanded);
  const hintId = React.useId();
  return (
    <React.Fragment>
      {props.editorSlot
        ? createPortal(
            <div className="demo-editor">
              <p id={hintId} className="demo-editor-hint">
                {t('demoEdit.leaveHint')}
              </p>
              <CodeEditor
                doc={editorText(session, expanded)}
                typescript={variant === 'TS'}
                label={t('demoEdit.editorLabel', { name })}
                onChange={onChange}
                onEscape={props.onLeave}
                autoFocus={props.autoFocus}
              />
            </div>,
            props.editorSlot,
          )
        : null}
      {props.frameSlot
        ? createPortal(
            <React.Fragment>
              <iframe
                ref={frame}
                src={RUNNER_PATH}
                title={t('demoEdit.editorLabel', { name })}
                sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
                className="demo-edit-frame"
                // Laid out from the start, but 0 px tall and unseen until a version has rendered: a
                // frame with `display: none` has no layout, and the grid inside warns of a 0 px parent.
                style={state.shown ? { height: state.height || undefined } : { height: 0, visibility: 'hidden' }}
              />
              {errorText ? (
                <p role="alert" className="demo-edit-error" data-line={state.error?.line}>
                  {errorText} <span className="demo-edit-last-good">{t('demoEdit.lastGood')}</span>
                </p>
              ) : null}
            </React.Fragment>,
            props.frameSlot,
          )
        : null}
    </React.Fragment>
  );
}

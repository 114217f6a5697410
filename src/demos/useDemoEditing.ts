import * as React from 'react';
import type { DemoEditControllerProps, EditedCode } from './edit/DemoEditController';
import { reportEditOnce } from './edit/editEvents';

type Controller = React.ComponentType<DemoEditControllerProps>;
export type EditStatus = { edited: EditedCode | null; shown: boolean };

const NONE: EditStatus = { edited: null, shown: false };

/** The editor's chunk (CodeMirror, the frame's glue), loaded once for the page on the first edit. */
let controller: Promise<Controller> | null = null;
export function loadEditController(): Promise<Controller> {
  controller ??= import('./edit/DemoEditController').then((module) => module.default);
  controller.catch(() => {
    controller = null;
  });
  return controller;
}

/**
 * Whether a demo is being edited, and its edit: `start` loads the editor (on the reader's first edit,
 * never before) and `reset` ends the edit, the original demo mounted afresh (`generation` changes).
 */
export function useDemoEditing(demoFile: string, load: () => Promise<Controller> = loadEditController) {
  const [Controller, setController] = React.useState<Controller | null>(null);
  const [editing, setEditing] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const [generation, setGeneration] = React.useState(0);
  const [status, setStatus] = React.useState<EditStatus>(NONE);
  const [autoFocus, setAutoFocus] = React.useState(false);

  const started = React.useRef(false);
  /** Starts editing (a second call while editing does nothing). */
  const start = React.useCallback(
    (focus: boolean) => {
      if (started.current) return;
      started.current = true;
      setEditing(true);
      setAutoFocus(focus);
      setFailed(false);
      reportEditOnce('edit_start', demoFile);
      load().then(
        (loaded) => setController(() => loaded),
        () => {
          started.current = false;
          setFailed(true);
          setEditing(false);
        },
      );
    },
    [demoFile, load],
  );

  const reset = React.useCallback(() => {
    started.current = false;
    setEditing(false);
    setStatus(NONE);
    setGeneration((value) => value + 1);
    reportEditOnce('edit_reset', demoFile);
  }, [demoFile]);

  const onState = React.useCallback((next: EditStatus) => {
    setStatus((previous) => (previous.edited === next.edited && previous.shown === next.shown ? previous : next));
  }, []);

  return { Controller: editing ? Controller : null, editing, failed, generation, status: editing ? status : NONE, autoFocus, start, reset, onState };
}

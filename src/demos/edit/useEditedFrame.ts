import * as React from 'react';
import { isFromFrame, parseFromFrame, type Look, type ToFrame } from '../runner/protocol';
import type { DemoError } from '../runner/transpile';

/** The page that runs edited demos: its own Content-Security-Policy allows evaluation (data/hosting.ts `evalFrame`). */
export const RUNNER_PATH = '/playground/demo-runner/';

export interface EditedFrameState {
  /** The frame has rendered one version of the edited code: it shows instead of the original. */
  shown: boolean;
  /** Height of the frame's content (px). */
  height: number;
  /** The error of the latest version, or one thrown later by the one shown (a click handler). */
  error: DemoError | null;
}

type RenderRequest = Omit<Extract<ToFrame, { type: 'demo-render' }>, 'type' | 'id'>;

const INITIAL: EditedFrameState = { shown: false, height: 0, error: null };

/**
 * The page's side of the edited-demo frame: posts the look (colour scheme, direction) and each
 * version of the code once the frame is ready (the latest one asked for before then), and keeps the
 * frame's answers. Messages from any other window or origin are ignored.
 */
export function useEditedFrame(look: Look, onError?: (error: DemoError) => void) {
  const frame = React.useRef<HTMLIFrameElement>(null);
  const [state, setState] = React.useState<EditedFrameState>(INITIAL);
  const ready = React.useRef(false);
  const latest = React.useRef<{ id: number; request: RenderRequest } | null>(null);
  const lookRef = React.useRef(look);
  const onErrorRef = React.useRef(onError);
  onErrorRef.current = onError;

  const post = React.useCallback((message: ToFrame) => {
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);

  React.useEffect(() => {
    lookRef.current = look;
    if (ready.current) post({ type: 'demo-look', ...look });
  }, [look, post]);

  React.useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromFrame(event, frame.current?.contentWindow ?? null, window.location.origin)) return;
      const message = parseFromFrame(event.data);
      if (!message) return;
      if (message.type === 'demo-ready') {
        ready.current = true;
        post({ type: 'demo-look', ...lookRef.current });
        if (latest.current) post({ type: 'demo-render', id: latest.current.id, ...latest.current.request });
      } else if (message.type === 'demo-height') {
        setState((previous) => (previous.height === message.height ? previous : { ...previous, height: message.height }));
      } else if (message.type === 'demo-result') {
        if (message.id !== latest.current?.id) return;
        setState((previous) => (message.error ? { ...previous, error: message.error } : { ...previous, shown: true, error: null }));
        if (message.error) onErrorRef.current?.(message.error);
      } else {
        setState((previous) => ({ ...previous, error: message.error }));
        onErrorRef.current?.(message.error);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [post]);

  const run = React.useCallback(
    (request: RenderRequest) => {
      const id = (latest.current?.id ?? 0) + 1;
      latest.current = { id, request };
      if (ready.current) post({ type: 'demo-render', id, ...request });
    },
    [post],
  );

  return { frame, state, run };
}

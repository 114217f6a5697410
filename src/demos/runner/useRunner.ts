import * as React from 'react';
import { createScope, type DemoScope } from './scope';
import { runDemo, locateError } from './evaluate';
import { isFromPage, parseToFrame, type FromFrame, type Look } from './protocol';
import { loadDemoScope } from './loadScope';
import type { DemoError } from './transpile';

export interface Shown {
  /** Run number the page gave (answers name it). */
  id: number;
  Component: React.ComponentType;
  entry: string;
}

/** Posts to the page that holds the frame (the site's origin, whatever the frame's own). */
export function postToPage(message: FromFrame) {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

const scopes = new Map<string, Promise<DemoScope>>();
function scopeOf(module: string, licensed: boolean): Promise<DemoScope> {
  let scope = scopes.get(module);
  if (!scope) {
    scope = loadDemoScope(module, licensed).then(createScope);
    scope.catch(() => scopes.delete(module));
    scopes.set(module, scope);
  }
  return scope;
}

/**
 * The frame's side of the conversation: runs each version of the code the page posts (the latest
 * wins; a scope loads once per demo) and hands the component to render; says it is ready, and
 * reports errors thrown outside React's render (an event handler, a timer) with their line.
 */
export function useRunner(): { shown: Shown | null; look: Look } {
  const [shown, setShown] = React.useState<Shown | null>(null);
  const [look, setLook] = React.useState<Look>({ mode: 'light', direction: 'ltr' });
  React.useEffect(() => {
    let latest = -1;
    const onMessage = (event: MessageEvent) => {
      if (!isFromPage(event, window.parent, window.location.origin)) return;
      const message = parseToFrame(event.data);
      if (!message) return;
      if (message.type === 'demo-look') {
        setLook({ mode: message.mode, direction: message.direction });
        return;
      }
      latest = message.id;
      scopeOf(message.module, message.licensed).then(
        (scope) => {
          if (message.id !== latest) return;
          const result = runDemo(message.entry, message.files, scope);
          if (result.ok) setShown({ id: message.id, Component: result.Component as React.ComponentType, entry: message.entry });
          else postToPage({ type: 'demo-result', id: message.id, error: result.error });
        },
        (reason: unknown) => {
          const error: DemoError = { kind: 'runtime', file: message.entry, message: `The demo's modules could not be loaded (${reason instanceof Error ? reason.message : String(reason)}).` };
          if (message.id === latest) postToPage({ type: 'demo-result', id: message.id, error });
        },
      );
    };
    const onError = (event: ErrorEvent) => postToPage({ type: 'demo-error', error: { kind: 'runtime', ...locateError(event.error ?? event.message, '') } });
    const onRejection = (event: PromiseRejectionEvent) => postToPage({ type: 'demo-error', error: { kind: 'runtime', ...locateError(event.reason, '') } });
    window.addEventListener('message', onMessage);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    postToPage({ type: 'demo-ready' });
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return { shown, look };
}

/** Reports the height of the frame's content (the demo and anything it shows beside it: a popup) as it changes. */
export function useReportHeight(root: React.RefObject<HTMLElement | null>) {
  React.useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    let last = -1;
    const measure = () => {
      const bottoms = [...document.body.children]
        .filter((child) => !(child instanceof HTMLScriptElement))
        .map((child) => child.getBoundingClientRect().bottom + window.scrollY);
      const height = Math.ceil(Math.max(element.getBoundingClientRect().height, ...bottoms));
      if (height !== last) {
        last = height;
        postToPage({ type: 'demo-height', height });
      }
    };
    let frame = 0;
    const schedule = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    const resize = new ResizeObserver(schedule);
    resize.observe(element);
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class'] });
    measure();
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      mutations.disconnect();
    };
  }, [root]);
}

import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useNearViewport } from '../core/useNearViewport';
import { useTranslate } from '../i18n/I18nProvider';
import { loadDemoModule as defaultLoader, type DemoModule } from './demoModules';
import { whenPageIdle } from '../lib/afterPageLoad';
import { DemoErrorBoundary } from './DemoErrorBoundary';

/** True once the page is interactive (see whenPageIdle): a demo never mounts during the page's start-up. */
function usePageIdle(): boolean {
  const [idle, setIdle] = React.useState(false);
  React.useEffect(() => whenPageIdle(() => setIdle(true)), []);
  return idle;
}

const PADDING = 24;

const Live = styled('div')(({ theme }) => ({
  padding: PADDING,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: '12px 12px 0 0',
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  overflow: 'auto',
  '& > .demo-content': { position: 'relative' },
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: -2 },
  '& .demo-edit-frame': { display: 'block', width: '100%', border: 0, colorScheme: 'normal' },
  '& .demo-edit-error': { margin: '12px 0 0', padding: '8px 12px', borderRadius: 6, whiteSpace: 'pre-wrap', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem', color: (theme.vars ?? theme).palette.error.main, backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '& .demo-edit-last-good': { display: 'block', fontFamily: 'inherit', color: (theme.vars ?? theme).palette.text.secondary },
  '& .demo-message': { margin: 0, color: (theme.vars ?? theme).palette.text.secondary, fontSize: '0.875rem' },
}));

interface DemoLiveProps {
  /** Module path under data/demos (`data-grid/BasicGrid`). */
  module: string;
  licensed: boolean;
  /** Height of the demo's content, reserved before it loads. */
  height: number;
  /** Injectable for tests; the real one loads the demo's chunk. */
  load?: (module: string, licensed: boolean) => Promise<DemoModule>;
  /** Called once the demo starts loading (what else the demo needs can start loading with it). */
  onNear?: () => void;
  /** The reader's edit shows instead (in the slot): the original stays mounted, hidden. */
  replaced?: boolean;
  /** Receives the element the edited demo's frame and its errors go into, under the demo. */
  slotRef?: (element: HTMLDivElement | null) => void;
}

type Loaded = { module: string; Component: React.ComponentType } | null;

/** How long a demo's mount may stay a transition before it is made at normal priority. */
export const TRANSITION_FALLBACK_MS = 3000;

/**
 * The live demo: an empty box of the demo's height until it nears the viewport and the page is
 * interactive (a demo in the first screen mounts after start-up), then the demo's chunk is loaded and
 * rendered in place. A load failure or a crash shows a message, never a blank.
 */
export function DemoLive({ module, licensed, height, load = defaultLoader, onNear, replaced = false, slotRef }: DemoLiveProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const t = useTranslate();
  const nearViewport = useNearViewport(ref);
  const idle = usePageIdle();
  const near = nearViewport && idle;
  const [loaded, setLoaded] = React.useState<Loaded>(null);
  const [failed, setFailed] = React.useState(false);

  React.useEffect(() => {
    if (near) onNear?.();
  }, [near, onNear]);

  React.useEffect(() => {
    if (!near) return undefined;
    let current = true;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    setFailed(false);
    ref.current?.setAttribute('data-wait', 'chunk');
    load(module, licensed).then(
      (loadedModule) => {
        if (!current) return;
        ref.current?.setAttribute('data-wait', 'mount');
        const next = { module, Component: loadedModule.default };
        // A transition: React renders the demo in slices that yield to the browser instead of one
        // long task (a data grid takes hundreds of milliseconds on a phone).
        React.startTransition(() => setLoaded(next));
        // A transition that other updates keep interrupting (a page of live grids on a busy machine)
        // may not commit for long: then the demo mounts at normal priority (a no-op once it has).
        fallback = setTimeout(() => current && setLoaded(next), TRANSITION_FALLBACK_MS);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
      clearTimeout(fallback);
    };
  }, [near, module, licensed, load]);

  // While another styling variant loads, the previous one stays on screen.
  const state = failed ? 'failed' : loaded?.module === module ? 'ready' : 'loading';
  // A demo still loading says what it waits for, in data-wait (read when one stays loading): to come
  // near the viewport, the page's start-up to end, then (set by the effect above) its chunk, then its
  // first render. Written outside React's render, which the attribute never costs.
  const wait = state !== 'loading' ? 'none' : !nearViewport ? 'view' : !idle ? 'idle' : null;
  React.useEffect(() => {
    if (wait === 'none') ref.current?.removeAttribute('data-wait');
    else if (wait) ref.current?.setAttribute('data-wait', wait);
  }, [wait]);
  return (
    // Focusable from script only: "Reset focus" puts focus here, so Tab reaches the demo's first control.
    <Live ref={ref} data-state={state} aria-busy={state === 'loading'} tabIndex={-1} data-demo-live="">
      <div className="demo-content" style={{ minHeight: height, display: replaced ? 'none' : undefined }}>
        {failed ? (
          <p className="demo-message">{t('code.demoLoadFailed')}</p>
        ) : loaded && !replaced ? (
          // Unmounted while the edited version shows (hidden, a grid would measure a 0 px parent and warn);
          // "Reset demo" mounts it afresh anyway.
          <DemoErrorBoundary key={loaded.module} message={t('code.demoCrashed')}>
            <loaded.Component />
          </DemoErrorBoundary>
        ) : null}
      </div>
      {slotRef ? <div ref={slotRef} className="demo-edit-slot" /> : null}
    </Live>
  );
}

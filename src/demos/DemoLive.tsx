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
}

type Loaded = { module: string; Component: React.ComponentType } | null;

/**
 * The live demo: an empty box of the demo's height until it nears the viewport and the page is
 * interactive (a demo in the first screen mounts after start-up), then the demo's chunk is loaded and
 * rendered in place. A load failure or a crash shows a message, never a blank.
 */
export function DemoLive({ module, licensed, height, load = defaultLoader, onNear }: DemoLiveProps) {
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
    setFailed(false);
    load(module, licensed).then(
      (loadedModule) => {
        // A transition: React renders the demo in slices that yield to the browser instead of one
        // long task (a data grid takes hundreds of milliseconds on a phone).
        if (current) React.startTransition(() => setLoaded({ module, Component: loadedModule.default }));
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [near, module, licensed, load]);

  // While another styling variant loads, the previous one stays on screen.
  const state = failed ? 'failed' : loaded?.module === module ? 'ready' : 'loading';
  return (
    <Live ref={ref} data-state={state} aria-busy={state === 'loading'}>
      <div className="demo-content" style={{ minHeight: height }}>
        {failed ? (
          <p className="demo-message">{t('code.demoLoadFailed')}</p>
        ) : loaded ? (
          <DemoErrorBoundary key={loaded.module} message={t('code.demoCrashed')}>
            <loaded.Component />
          </DemoErrorBoundary>
        ) : null}
      </div>
    </Live>
  );
}

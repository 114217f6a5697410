import * as React from 'react';
import { OpenInNewMark, ToolbarButton } from './DemoToolbarParts';
import type { SandboxDemo } from './sandbox/project';
import type { SandboxTarget } from './sandbox/targets';
import { useTranslate } from '../i18n/I18nProvider';

const loadSandbox = () => import('./sandbox/openSandbox');
/** Warms the sandbox chunk; a failure here is reported on click, not now. */
const preload = () => {
  loadSandbox().catch(() => {});
};

const TARGETS: ReadonlyArray<[SandboxTarget, string]> = [
  ['codesandbox', 'CodeSandbox'],
  ['stackblitz', 'StackBlitz'],
];

/**
 * "Open in CodeSandbox / StackBlitz": the sandbox code is fetched when the pointer or focus reaches
 * the buttons, and the project is built and posted on click, once the demo's sources are there
 * (`getDemo` may have to wait for them); a failure of either is shown under the toolbar.
 */
export function SandboxButtons({ getDemo }: { getDemo: () => SandboxDemo | Promise<SandboxDemo> }) {
  const [error, setError] = React.useState<string | null>(null);
  const t = useTranslate();
  const open = async (target: SandboxTarget) => {
    setError(null);
    try {
      const [{ openSandbox }, demo] = await Promise.all([loadSandbox(), getDemo()]);
      openSandbox(target, demo);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  };
  return (
    <React.Fragment>
      {TARGETS.map(([target, name]) => (
        <ToolbarButton
          key={target}
          type="button"
          aria-label={t('code.openIn', { name })}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => open(target)}
        >
          {name}
          <OpenInNewMark />
        </ToolbarButton>
      ))}
      {error ? (
        <p role="alert" className="sandbox-error">
          {t('code.sandboxFailed', { reason: error })}
        </p>
      ) : null}
    </React.Fragment>
  );
}

import * as React from 'react';
import { styled, useTheme } from '@mui/material/styles';
import { CODE_VARIANTS, type CodeStyling, type CodeVariant } from '../code/codePreferences';
import { useTranslate } from '../i18n/I18nProvider';
import { SandboxButtons } from './SandboxButtons';
import { OpenInNewMark, Segmented, ToolbarButton, ToolbarLink } from './DemoToolbarParts';
import { rovingTarget } from './rovingFocus';

const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: '8px 12px',
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderTop: 0,
  '& .spacer': { flex: '1 1 auto' },
  '& .sandbox-error, & .sources-error': { flexBasis: '100%', margin: 0, fontSize: '0.8125rem', color: (theme.vars ?? theme).palette.error.main },
}));

const ITEMS = 'button:not([disabled]), a[href]';
/** The layout effect in the browser; none on the server, where it would warn. */
const useClientLayoutEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect;

/**
 * One tab stop for the whole toolbar (WAI-ARIA toolbar): arrows move between its buttons and links
 * (mirrored right to left), Home and End go to the ends; Tab leaves it from the last item focused.
 */
function useRovingFocus(rtl: boolean) {
  const bar = React.useRef<HTMLDivElement>(null);
  const active = React.useRef(0);
  const items = () => [...(bar.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
  useClientLayoutEffect(() => {
    const all = items();
    const current = Math.min(active.current, all.length - 1);
    all.forEach((item, index) => item.setAttribute('tabindex', index === current ? '0' : '-1'));
  });
  const onFocus = (event: React.FocusEvent) => {
    const all = items();
    const index = all.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    active.current = index;
    all.forEach((item, position) => item.setAttribute('tabindex', position === index ? '0' : '-1'));
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const all = items();
    const target = rovingTarget(event.key, all.indexOf(event.target as HTMLElement), all.length, rtl);
    if (target === null || all.indexOf(event.target as HTMLElement) < 0) return;
    event.preventDefault();
    all[target].focus();
  };
  return { ref: bar, onFocus, onKeyDown };
}

export interface DemoToolbarProps {
  variant: CodeVariant;
  onVariant: (next: CodeVariant) => void;
  stylings: CodeStyling[];
  styling: CodeStyling;
  onStyling: (next: CodeStyling) => void;
  /** Whether the full source shows; null when the demo has no preview to expand. */
  expanded: boolean | null;
  onExpand: () => void;
  codeId: string;
  getSandboxDemo: React.ComponentProps<typeof SandboxButtons>['getDemo'];
  sourcesFailed: boolean;
  onResetDemo: () => void;
  onResetFocus: () => void;
  onCopyLink: () => Promise<boolean>;
  /** The demo's file in the repository, when one is configured. */
  repositoryUrl: string | null;
}

/**
 * Under the live demo, one toolbar: JS/TS, the styling (with variants), "show the full source", reset
 * demo, reset focus, copy a link to the source shown, the file on GitHub, the sandboxes, and a failed
 * fetch's message.
 */
export function DemoToolbar(props: DemoToolbarProps) {
  const t = useTranslate();
  const roving = useRovingFocus(useTheme().direction === 'rtl');
  const [copied, setCopied] = React.useState<boolean | null>(null);
  React.useEffect(() => {
    if (copied === null) return undefined;
    const timer = setTimeout(() => setCopied(null), 1200);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Bar role="toolbar" aria-label={t('code.demoTools')} data-no-print="" {...roving}>
      <Segmented label={t('code.sourceLanguage')} options={CODE_VARIANTS} value={props.variant} onChange={props.onVariant} />
      {props.stylings.length > 1 ? <Segmented label={t('code.styling')} options={props.stylings} value={props.styling} onChange={props.onStyling} /> : null}
      <span className="spacer" />
      {props.expanded !== null ? (
        <ToolbarButton type="button" aria-expanded={props.expanded} aria-controls={props.codeId} onClick={props.onExpand}>
          {props.expanded ? t('code.hideFullSource') : t('code.showFullSource')}
        </ToolbarButton>
      ) : null}
      <ToolbarButton type="button" onClick={props.onResetDemo}>
        {t('code.resetDemo')}
      </ToolbarButton>
      <ToolbarButton type="button" onClick={props.onResetFocus}>
        {t('code.resetFocus')}
      </ToolbarButton>
      <ToolbarButton type="button" onClick={() => props.onCopyLink().then(setCopied)}>
        {copied ? t('code.linkCopied') : t('code.copyLink', { variant: props.variant })}
      </ToolbarButton>
      {props.repositoryUrl ? (
        <ToolbarLink href={props.repositoryUrl} target="_blank" rel="noopener noreferrer">
          {t('code.viewSource')}
          <OpenInNewMark />
        </ToolbarLink>
      ) : null}
      <SandboxButtons getDemo={props.getSandboxDemo} />
      {props.sourcesFailed ? (
        <p role="alert" className="sources-error">
          {t('code.sourcesFailed')}
        </p>
      ) : null}
    </Bar>
  );
}

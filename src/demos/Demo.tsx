import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { DemoData, DemoSources, DemoStylingSources } from '../contracts';
import { CODE_STYLINGS, CODE_VARIANTS, type CodeStyling, type CodeVariant } from '../code/codePreferences';
import { useCodeStyling, useCodeVariant, useSetCodeStyling, useSetCodeVariant } from '../code/CodePreferenceProviders';
import { CodeBlock, COPIED_MS } from '../code/CodeBlock';
import type { CopySource } from '../code/useCopy';
import { useDemoSources } from './useDemoSources';
import type { DemoSourcesCache } from './demoSources';
import { shownCode } from './shownCode';
import { DemoLive } from './DemoLive';
import { SandboxButtons } from './SandboxButtons';
import { Segmented, ToolbarButton } from './DemoToolbarParts';
import type { DemoModule } from './demoModules';
import { usePage } from '../core/PageContext';
import { site } from '../../data/site';
import { canonicalUrl } from '../routing/paths';
import { useTranslate } from '../i18n/I18nProvider';

const Root = styled('div')({ margin: '24px 0 32px' });

const Toolbar = styled('div')(({ theme }) => ({
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

const Code = styled(CodeBlock)({
  margin: 0,
  '& > pre': { borderTopLeftRadius: 0, borderTopRightRadius: 0 },
});

export interface DemoProps {
  demo: DemoData;
  /** Key of the first code's HTML on the page (see src/core/staticHtml.ts): unique on the page. */
  htmlKey?: string;
  /** Injectable for tests; the real one loads the demo's chunk. */
  load?: (module: string, licensed: boolean) => Promise<DemoModule>;
  /** Injectable for tests; the real one is the page's cache of sources files. */
  sourcesCache?: DemoSourcesCache;
}

/**
 * A live demo with its source: JS/TS toggle, styling selector (when the demo has styling variants),
 * "show the full source", sandboxes and the copy button. Every demo of the page follows the same
 * code preferences. The page carries only the code shown first (the TS preview); the demo's sources
 * file is fetched when the demo nears the viewport or the pointer or focus reaches it, and every
 * control that needs it waits for it. Until it arrives the first code stays, whatever the reader's
 * preferences; a failed fetch keeps it and says so once a control needed the file.
 */
export default function Demo({ demo, htmlKey, load, sourcesCache }: DemoProps) {
  const variant = useCodeVariant();
  const setVariant = useSetCodeVariant();
  const styling = useCodeStyling();
  const setStyling = useSetCodeStyling();
  const page = usePage();
  const [expanded, setExpanded] = React.useState(false);
  const t = useTranslate();
  const name = demo.file.replace(/\.tsx$/, '');
  const codeId = React.useId();
  const { sources, failed, request } = useDemoSources(demo.sources, sourcesCache);
  const warm = React.useCallback(() => {
    request().catch(() => {});
  }, [request]);

  const stylings = CODE_STYLINGS.filter((value) => demo.stylings[value]);
  const effective: CodeStyling = demo.stylings[styling] ? styling : 'MUI System';
  const variantModule = demo.stylings[effective] ?? demo.stylings['MUI System'];
  const shown = shownCode(demo, sources, effective, variant, expanded);
  const sourceOf = (loaded: DemoSources) => loaded.stylings[effective] ?? loaded.stylings['MUI System'];
  // The copy button copies the full source of the chosen variant: loaded first when it has not arrived.
  const copySource: CopySource = sources ? sourceOf(sources)[variant].code : () => request().then((loaded) => sourceOf(loaded)[variant].code);

  const getSandboxDemo = async () => {
    let source: DemoStylingSources;
    try {
      source = sourceOf(await request());
    } catch {
      throw new Error(t('code.sourcesUnavailable'));
    }
    return sandboxDemo(source, { name, fileName: variantModule.fileName, variant, styling: effective, pageTitle: page.title, pathname: page.pathname });
  };

  return (
    <Root
      className="demo"
      role="group"
      aria-label={t('code.demoLabel', { name })}
      id={name}
      data-demo={demo.file}
      data-licensed={demo.licensed ? 'true' : undefined}
      onPointerEnter={warm}
      onFocus={warm}
    >
      <DemoLive module={variantModule.module} licensed={demo.licensed} height={demo.height} load={load} onNear={warm} />
      <DemoToolbar
        variant={variant}
        onVariant={(next) => {
          setVariant(next);
          warm();
        }}
        stylings={stylings}
        styling={effective}
        onStyling={(next) => {
          setStyling(next);
          warm();
        }}
        expanded={shown.hasPreview ? expanded : null}
        onExpand={() => {
          setExpanded((value) => !value);
          warm();
        }}
        codeId={codeId}
        getSandboxDemo={getSandboxDemo}
        sourcesFailed={failed && shown.waiting}
      />
      <Code
        id={codeId}
        code={copySource}
        html={shown.html}
        htmlKey={shown.first ? htmlKey : undefined}
        busy={shown.waiting && !failed}
        language={shown.language}
        revertAfter={COPIED_MS.demo}
        analyticsLabel={demo.file}
      />
    </Root>
  );
}

/** What a sandbox opens: the chosen variant's source, its imports and data files, named after the demo and its page. */
function sandboxDemo(
  source: DemoStylingSources,
  demo: { name: string; fileName: string; variant: CodeVariant; styling: CodeStyling; pageTitle: string; pathname: string },
) {
  return {
    title: `${demo.name} demo - ${site.brand}`,
    description: `${demo.pageTitle}: ${canonicalUrl(demo.pathname)}`,
    fileName: demo.fileName,
    variant: demo.variant,
    styling: demo.styling,
    source: source[demo.variant].code,
    imports: source.imports,
    files: source.files[demo.variant],
  };
}

/** Under the live demo: JS/TS, the styling (with variants), "show the full source", the sandboxes, and a failed fetch's message. */
function DemoToolbar(props: {
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
}) {
  const t = useTranslate();
  return (
    <Toolbar data-no-print="">
      <Segmented label={t('code.sourceLanguage')} options={CODE_VARIANTS} value={props.variant} onChange={props.onVariant} />
      {props.stylings.length > 1 ? <Segmented label={t('code.styling')} options={props.stylings} value={props.styling} onChange={props.onStyling} /> : null}
      <span className="spacer" />
      {props.expanded !== null ? (
        <ToolbarButton type="button" aria-expanded={props.expanded} aria-controls={props.codeId} onClick={props.onExpand}>
          {props.expanded ? t('code.hideFullSource') : t('code.showFullSource')}
        </ToolbarButton>
      ) : null}
      <SandboxButtons getDemo={props.getSandboxDemo} />
      {props.sourcesFailed ? (
        <p role="alert" className="sources-error">
          {t('code.sourcesFailed')}
        </p>
      ) : null}
    </Toolbar>
  );
}

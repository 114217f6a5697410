import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { DemoData } from '../contracts';
import { CODE_STYLINGS, CODE_VARIANTS, type CodeStyling, type CodeVariant } from './codePreferences';
import { useCodeStyling, useCodeVariant, useSetCodeStyling, useSetCodeVariant } from './CodePreferenceProviders';
import { CodeBlock, COPIED_MS } from './CodeBlock';
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
  '& .sandbox-error': { flexBasis: '100%', margin: 0, fontSize: '0.8125rem', color: (theme.vars ?? theme).palette.error.main },
}));

const Code = styled(CodeBlock)({
  margin: 0,
  '& > pre': { borderTopLeftRadius: 0, borderTopRightRadius: 0 },
});

interface DemoProps {
  demo: DemoData;
  /** Injectable for tests; the real one loads the demo's chunk. */
  load?: (module: string, licensed: boolean) => Promise<DemoModule>;
}

/**
 * A live demo with its source: JS/TS toggle, styling selector (when the demo has styling variants),
 * "show the full source", sandboxes and the copy button. Every demo of the page follows the same
 * code preferences.
 */
export default function Demo({ demo, load }: DemoProps) {
  const variant = useCodeVariant();
  const setVariant = useSetCodeVariant();
  const styling = useCodeStyling();
  const setStyling = useSetCodeStyling();
  const page = usePage();
  const [expanded, setExpanded] = React.useState(false);
  const t = useTranslate();
  const name = demo.file.replace(/\.tsx$/, '');
  const codeId = React.useId();

  const stylings = CODE_STYLINGS.filter((value) => demo.stylings[value]);
  const effective: CodeStyling = demo.stylings[styling] ? styling : 'MUI System';
  const source = demo.stylings[effective] ?? demo.stylings['MUI System'];
  const code = source[variant];
  const shown = expanded || !code.preview ? code : code.preview;

  const getSandboxDemo = () => ({
    title: `${name} demo - ${site.brand}`,
    description: `${page.title}: ${canonicalUrl(page.pathname)}`,
    fileName: source.fileName,
    variant,
    styling: effective,
    source: code.code,
    imports: source.imports,
    files: source.files[variant],
  });

  return (
    <Root className="demo" role="group" aria-label={t('code.demoLabel', { name })} data-demo={demo.file} data-licensed={demo.licensed ? 'true' : undefined}>
      <DemoLive module={source.module} licensed={demo.licensed} height={demo.height} load={load} />
      <Toolbar data-no-print="">
        <Segmented label={t('code.sourceLanguage')} options={CODE_VARIANTS} value={variant} onChange={(next: CodeVariant) => setVariant(next)} />
        {stylings.length > 1 ? (
          <Segmented label={t('code.styling')} options={stylings} value={effective} onChange={(next: CodeStyling) => setStyling(next)} />
        ) : null}
        <span className="spacer" />
        {code.preview ? (
          <ToolbarButton type="button" aria-expanded={expanded} aria-controls={codeId} onClick={() => setExpanded((value) => !value)}>
            {expanded ? t('code.hideFullSource') : t('code.showFullSource')}
          </ToolbarButton>
        ) : null}
        <SandboxButtons getDemo={getSandboxDemo} />
      </Toolbar>
      <Code
        id={codeId}
        code={code.code}
        html={shown.html}
        language={variant === 'TS' ? 'tsx' : 'jsx'}
        revertAfter={COPIED_MS.demo}
        analyticsLabel={demo.file}
      />
    </Root>
  );
}

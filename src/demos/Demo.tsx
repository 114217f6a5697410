import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { DemoData, DemoSources, DemoStylingSources } from '../contracts';
import { CODE_STYLINGS, type CodeStyling, type CodeVariant } from '../code/codePreferences';
import { useCodeStyling, useCodeVariant, useSetCodeStyling, useSetCodeVariant } from '../code/CodePreferenceProviders';
import type { CopySource } from '../code/useCopy';
import { useWarmDemoSources } from './useDemoSources';
import type { DemoSourcesCache } from './demoSources';
import { shownCode } from './shownCode';
import { DemoLive } from './DemoLive';
import { DemoToolbar } from './DemoToolbar';
import { DemoCodeArea } from './DemoCodeArea';
import { useDemoEditing } from './useDemoEditing';
import { useDemoAnchor } from './useDemoAnchor';
import { repositoryFileUrl, sourceLink } from './demoLinks';
import { copyText } from '../code/copyText';
import { legacyCopy } from '../code/legacyCopy';
import type { DemoModule } from './demoModules';
import { usePage } from '../core/PageContext';
import { site } from '../../data/site';
import { canonicalUrl } from '../routing/paths';
import { useTranslate } from '../i18n/I18nProvider';
import { useDemoFileTabs } from './useDemoFileTabs';
import { demoCodeKey } from '../code/hoverTypes';

const Root = styled('div')({ margin: '24px 0 32px' });

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
 * "show the full source", reset demo and focus, source links, sandboxes and the copy button. Every demo
 * of the page follows the same code preferences. The page carries only the code shown first (the TS
 * preview); the demo's sources file is fetched when the demo nears the viewport or the pointer or
 * focus reaches it, and every control that needs it waits for it. Until it arrives the first code
 * stays, whatever the reader's preferences; a failed fetch keeps it and says so once a control needed
 * the file. The code becomes an editor on the reader's first edit (src/demos/edit/, its own chunk).
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
  const root = React.useRef<HTMLDivElement>(null);
  const { sources, failed, request, warm, withWarm } = useWarmDemoSources(demo.sources, sourcesCache);
  const editing = useDemoEditing(demo.file);
  const [frameSlot, setFrameSlot] = React.useState<HTMLDivElement | null>(null);
  useDemoAnchor(name, root, (next) => {
    setVariant(next);
    setExpanded(true);
    warm();
  });

  const stylings = CODE_STYLINGS.filter((value) => demo.stylings[value]);
  const effective: CodeStyling = demo.stylings[styling] ? styling : 'MUI System';
  const variantModule = demo.stylings[effective] ?? demo.stylings['MUI System'];
  const shown = shownCode(demo, sources, effective, variant, expanded);
  const sourceOf = (loaded: DemoSources) => loaded.stylings[effective] ?? loaded.stylings['MUI System'];
  const edited = editing.status.edited?.variant === variant ? editing.status.edited : null;
  // The copy button copies the full source of the chosen variant (as edited): loaded first when it has not arrived.
  const copySource: CopySource = edited ? edited.full : sources ? sourceOf(sources)[variant].code : () => request().then((loaded) => sourceOf(loaded)[variant].code);

  const getSandboxDemo = async () => {
    const loaded = await request().catch(() => Promise.reject(new Error(t('code.sourcesUnavailable'))));
    const opened = sandboxDemo(sourceOf(loaded), { name, fileName: variantModule.fileName, variant, styling: effective, pageTitle: page.title, pathname: page.pathname });
    return edited ? { ...opened, source: edited.full, files: { ...edited.files } } : opened;
  };
  const source = sources ? sourceOf(sources) : null;
  const hoverKey = shown.hoverPart ? demoCodeKey(demo.file, shown.hoverPart.styling, shown.hoverPart.part) : undefined;

  const files = useDemoFileTabs({ demo, source, variant, styling: effective, fileName: variantModule.fileName, language: shown.language, label: t('code.demoFiles', { name }), onSelect: warm });

  return (
    <Root ref={root} className="demo" role="group" aria-label={t('code.demoLabel', { name })} id={name} data-demo={demo.file} data-licensed={demo.licensed ? 'true' : undefined} onPointerEnter={warm} onFocus={warm}>
      <DemoLive key={editing.generation} module={variantModule.module} licensed={demo.licensed} height={demo.height} load={load} onNear={warm} replaced={editing.status.shown} slotRef={setFrameSlot} />
      <DemoToolbar
        variant={variant}
        onVariant={withWarm(setVariant)}
        stylings={stylings}
        styling={effective}
        onStyling={withWarm(setStyling)}
        expanded={shown.hasPreview ? expanded : null}
        onExpand={withWarm<void>(() => {
          setExpanded((value) => !value);
          files.showOwn();
        })}
        codeId={codeId}
        getSandboxDemo={getSandboxDemo}
        sourcesFailed={failed && shown.waiting}
        onResetDemo={editing.reset}
        onResetFocus={() => root.current?.querySelector<HTMLElement>('[data-demo-live]')?.focus()}
        onCopyLink={() => copyText(sourceLink(window.location.href, name, variant), { clipboard: navigator.clipboard, legacyCopy })}
        repositoryUrl={repositoryFileUrl(site.sourceBlobUrl, variantModule.module)}
      />
      <DemoCodeArea
        editing={editing}
        codeId={codeId}
        onStart={withWarm(editing.start)}
        onLeave={() => root.current?.querySelector<HTMLElement>('.demo-editor-slot')?.focus()}
        controller={
          source
            ? { demoFile: demo.file, name, module: variantModule.module, licensed: demo.licensed, source, variant, fileName: variantModule.fileName, expanded, frameSlot, styling: effective }
            : null
        }
        code={{ code: copySource, html: shown.html, htmlKey: shown.first ? htmlKey : undefined, busy: shown.waiting && !failed, language: shown.language, analyticsLabel: demo.file, hoverKey }}
        tabs={files.tabs}
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

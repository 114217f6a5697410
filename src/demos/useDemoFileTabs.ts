import * as React from 'react';
import type { CodeStyling, CodeVariant, DemoData, DemoStylingSources } from '../contracts';
import { demoCodeKey } from '../code/hoverTypes';
import { escapeHtml } from '../lib/html';
import { fileLanguage } from './DemoFileTabs';

interface FileTabsOptions {
  demo: Pick<DemoData, 'otherFiles' | 'file'>;
  /** The shown styling's sources, once the demo's sources file has arrived. */
  source: DemoStylingSources | null;
  variant: CodeVariant;
  /** The shown styling (the sources' own), for the hover types of a TS file. */
  styling: CodeStyling;
  /** The demo's own file name without extension (`BasicGrid`). */
  fileName: string;
  /** The language of the code shown under the demo. */
  language: 'tsx' | 'jsx';
  label: string;
  /** A tab chosen: the sources file is needed. */
  onSelect: () => void;
}

/**
 * The file tabs of a demo made of several files: its own file first, then its data modules and
 * stylesheet (named by the page until the sources file has arrived, so the tabs show from the first
 * render), and the file shown when it is not the demo's own. Null tabs for a demo of one file.
 */
export function useDemoFileTabs({ demo, source, variant, styling, fileName, language, label, onSelect }: FileTabsOptions) {
  const [index, setIndex] = React.useState(0);
  const otherFiles = source ? Object.keys(source.files[variant]) : (demo.otherFiles ?? []);
  const otherName = index > 0 && index <= otherFiles.length ? otherFiles[index - 1] : null;
  const otherCode = otherName && source ? source.files[variant][otherName] : null;
  const select = (next: number) => {
    setIndex(next);
    onSelect();
  };
  const tabs =
    otherFiles.length > 0
      ? {
          files: [`${fileName}.${language === 'tsx' ? 'tsx' : 'js'}`, ...otherFiles],
          selected: otherName ? index : 0,
          onSelect: select,
          label,
          other: otherName
            ? {
                code: otherCode ?? '',
                html: otherCode === null ? '' : (source?.filesHtml?.[variant][otherName] ?? escapeHtml(otherCode)),
                busy: otherCode === null,
                language: fileLanguage(otherName),
                hoverKey: variant === 'TS' ? demoCodeKey(demo.file, styling, `file:${otherName}`) : undefined,
              }
            : null,
        }
      : null;
  return { tabs, showOwn: () => setIndex(0) };
}

import * as React from 'react';
import { styled, useTheme } from '@mui/material/styles';
import { rovingTarget } from './rovingFocus';

const List = styled('div')({
  display: 'flex',
  overflowX: 'auto',
  backgroundColor: '#0f1720',
  borderBottom: '1px solid #2d3b4d',
  '& > button': {
    flex: '0 0 auto',
    padding: '6px 12px',
    border: 0,
    borderBottom: '2px solid transparent',
    font: 'inherit',
    fontFamily: 'Menlo, Consolas, "Droid Sans Mono", monospace',
    fontSize: '0.75rem',
    lineHeight: 1.5,
    color: '#9fb0c2',
    backgroundColor: 'transparent',
    cursor: 'pointer',
    // The names are paths: they read left to right in a right-to-left page too.
    direction: 'ltr',
  },
  '& > button:hover': { color: '#e6edf3' },
  '& > button[aria-selected="true"]': { color: '#e6edf3', borderBottomColor: '#79c0ff' },
  '& > button:focus-visible': { outline: '2px solid #79c0ff', outlineOffset: -2 },
});

interface DemoFileTabsProps {
  /** File names, the demo's own first. */
  files: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  label: string;
  /** Id prefix of the tabs (`<prefix>-<index>`), for the panel's `aria-labelledby`. */
  idPrefix: string;
  panelId: string;
}

/**
 * The files of a demo made of several (its own file, its data modules, a stylesheet), as WAI-ARIA
 * tabs: one tab stop, arrows (mirrored right to left), Home and End move and select.
 */
export function DemoFileTabs({ files, selected, onSelect, label, idPrefix, panelId }: DemoFileTabsProps) {
  const rtl = useTheme().direction === 'rtl';
  const list = React.useRef<HTMLDivElement>(null);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const target = rovingTarget(event.key, selected, files.length, rtl);
    if (target === null) return;
    event.preventDefault();
    onSelect(target);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };
  return (
    <List ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} data-no-print="">
      {files.map((file, index) => (
        <button
          key={file}
          type="button"
          role="tab"
          id={`${idPrefix}-${index}`}
          aria-selected={index === selected}
          aria-controls={panelId}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)}
        >
          {file}
        </button>
      ))}
    </List>
  );
}

/** The highlighter's language of a demo file, by its extension (the code block's label). */
export function fileLanguage(file: string): string {
  const extension = file.split('.').pop() ?? '';
  return ({ ts: 'ts', tsx: 'tsx', js: 'js', jsx: 'jsx', css: 'css' } as Record<string, string>)[extension] ?? 'text';
}

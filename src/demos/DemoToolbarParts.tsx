import * as React from 'react';
import { styled, type Theme } from '@mui/material/styles';

/**
 * Light toolbar controls for demos: native buttons styled with the theme. The demo frame is on the
 * first load of every demo page, so it does without Material UI's ButtonBase and ripple.
 */
const toolbarItemStyle = ({ theme }: { theme: Theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    padding: '4px 8px',
    border: 0,
    borderRadius: 6,
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 600,
    lineHeight: 1.5,
    color: palette.primary.main,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    '&:hover': { backgroundColor: palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
    textDecoration: 'none',
    '& svg': { width: 16, height: 16, fill: 'currentColor' },
  };
};

export const ToolbarButton = styled('button')(toolbarItemStyle);

/** A link that looks like the toolbar's buttons. */
export const ToolbarLink = styled('a')(toolbarItemStyle);

const Group = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'inline-flex',
    border: `1px solid ${palette.divider}`,
    borderRadius: 6,
    overflow: 'hidden',
    '& > button': {
      padding: '2px 10px',
      border: 0,
      borderInlineStart: `1px solid ${palette.divider}`,
      font: 'inherit',
      fontSize: '0.75rem',
      fontWeight: 600,
      lineHeight: 1.75,
      color: palette.text.secondary,
      backgroundColor: 'transparent',
      cursor: 'pointer',
    },
    '& > button:first-of-type': { borderInlineStart: 0 },
    '& > button:hover': { backgroundColor: palette.action.hover },
    '& > button[aria-pressed="true"]': { color: palette.text.primary, backgroundColor: palette.action.selected },
    '& > button:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
  };
});

interface SegmentedProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice among a few, as pressed/unpressed buttons in a labelled group. */
export function Segmented<T extends string>({ label, options, value, onChange }: SegmentedProps<T>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option} type="button" value={option} aria-pressed={option === value} onClick={() => onChange(option)}>
          {option}
        </button>
      ))}
    </Group>
  );
}

/** "Opens in a new tab" mark. */
export function OpenInNewMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2v-7h-2v7zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3h-7z" />
    </svg>
  );
}

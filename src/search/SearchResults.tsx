import * as React from 'react';
import { styled } from '@mui/material/styles';
import { PlanIcon } from '../nav/NavBadges';
import type { ExcerptPart } from './excerpt';
import type { HitKind } from './results';
import type { Plan } from '../contracts';

/** One row of the list: a result, or a recent search. */
export interface ListEntry {
  id: string;
  url: string;
  title: string;
  /** Where it is: the page title (and the kind of API entry), or the section of a recent search. */
  context: string;
  kind: HitKind | 'recent';
  excerpt: ExcerptPart[];
  plan?: Plan;
  /** An API entry's badges, as on its page: the release that added it (`8.5`), deprecated. */
  since?: string;
  deprecated?: true;
}

export interface ListGroup {
  key: string;
  title: string;
  entries: ListEntry[];
}

const List = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    margin: 0,
    padding: '0 8px 8px',
    '& [role="group"]': { listStyle: 'none', margin: 0, padding: 0 },
    '& .group-title': {
      position: 'sticky',
      top: 0,
      zIndex: 1,
      margin: 0,
      padding: '12px 8px 4px',
      fontSize: '0.75rem',
      fontWeight: 700,
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
      color: palette.text.secondary,
      backgroundColor: palette.background.paper,
    },
    '& [role="option"]': { borderRadius: 8, border: '1px solid transparent' },
    // The entry is a link (a new tab with Ctrl/⌘ or the middle button, "copy link"), reached by the arrow keys, not Tab.
    '& [role="option"] > a': {
      display: 'flex',
      alignItems: 'flex-start',
      gap: 10,
      padding: '8px 10px',
      color: 'inherit',
      textDecoration: 'none',
    },
    '& [role="option"][aria-selected="true"]': {
      backgroundColor: palette.action.selected,
      borderColor: palette.primary.main,
    },
    '& .entry-icon': { flex: 'none', width: 20, paddingTop: 2, textAlign: 'center', fontFamily: 'monospace', color: palette.text.secondary },
    '& .entry-body': { minWidth: 0, flex: 1 },
    '& .entry-title': { display: 'flex', alignItems: 'center', gap: 6, fontWeight: 600, overflowWrap: 'anywhere' },
    '& .entry-title code': { fontSize: '0.875rem' },
    '& .entry-kind': {
      flex: 'none',
      padding: '0 6px',
      borderRadius: 10,
      fontSize: '0.6875rem',
      fontWeight: 600,
      border: `1px solid ${palette.divider}`,
      color: palette.text.secondary,
    },
    '& .entry-mark': { flex: 'none', padding: '0 6px', borderRadius: 10, fontSize: '0.6875rem', fontWeight: 600, border: '1px solid', color: palette.text.secondary },
    // The same darker amber as the API page's chip (4.5:1 on white).
    '& .entry-mark[data-mark="deprecated"]': { color: '#9a4a00' },
    ...theme.applyStyles('dark', { '& .entry-mark[data-mark="deprecated"]': { color: palette.warning.light } }),
    '& .entry-context': { display: 'block', fontSize: '0.8125rem', color: palette.text.secondary },
    '& .entry-excerpt': {
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      marginTop: 2,
      fontSize: '0.8125rem',
      color: palette.text.secondary,
      overflowWrap: 'anywhere',
    },
    // Matched words: the text colour (full contrast on every background), bold and underlined.
    '& mark': { backgroundColor: 'transparent', color: palette.text.primary, fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 2 },
  };
});

// Plain characters every system font has: page, section, API entry kinds, recent.
const ICONS: Record<ListEntry['kind'], string> = { page: '▤', section: '#', demo: '▶', prop: '{}', slot: '<>', cssClass: '.', member: '{}', recent: '↻' };

function Excerpt({ parts }: { parts: readonly ExcerptPart[] }) {
  if (!parts.length) return null;
  return (
    <span className="entry-excerpt">
      {parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>))}
    </span>
  );
}

interface SearchResultsProps {
  id: string;
  label: string;
  groups: readonly ListGroup[];
  /** Index of the active entry in the flat list, -1 for none. */
  active: number;
  /** The query these entries answer (read by the bench: results shown for this text). */
  query: string;
  kindLabel: (kind: HitKind) => string | null;
  /** Texts of an API entry's badges: `since 8.5`, `Deprecated`. */
  markLabels?: { since: (version: string) => string; deprecated: string };
  onActivate: (index: number) => void;
  /** A plain click on an entry: opened in place. A click with a modifier key or the middle button is left to the browser. */
  onOpen: (index: number) => void;
}

const opensElsewhere = (event: React.MouseEvent) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The listbox of the combobox: entries grouped under a heading (product, or "Recent"); the active
 * one follows the arrow keys (aria-activedescendant on the input) or the pointer.
 */
export function SearchResults({ id, label, groups, active, query, kindLabel, markLabels, onActivate, onOpen }: SearchResultsProps) {
  let index = -1;
  const activeRef = React.useRef<HTMLLIElement | null>(null);
  React.useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <List role="listbox" id={id} aria-label={label} data-query={query}>
      {groups.map((group, groupIndex) => (
        <ul key={group.key} role="group" aria-labelledby={`${id}-group-${groupIndex}`}>
          <li role="presentation" className="group-title" id={`${id}-group-${groupIndex}`}>
            {group.title}
          </li>
          {group.entries.map((entry) => {
            index += 1;
            const position = index;
            const selected = position === active;
            const kind = entry.kind === 'recent' ? null : kindLabel(entry.kind);
            return (
              <li
                key={entry.id}
                ref={selected ? activeRef : undefined}
                role="option"
                id={optionId(id, position)}
                aria-selected={selected}
                data-url={entry.url}
                onMouseMove={() => !selected && onActivate(position)}
                onClick={(event) => {
                  if (opensElsewhere(event)) return;
                  event.preventDefault();
                  onOpen(position);
                }}
              >
                <a href={entry.url} tabIndex={-1}>
                  <span className="entry-icon" aria-hidden="true">
                    {ICONS[entry.kind]}
                  </span>
                  <span className="entry-body">
                    <span className="entry-title">
                      {entry.kind === 'prop' || entry.kind === 'slot' || entry.kind === 'cssClass' || entry.kind === 'member' ? <code>{entry.title}</code> : entry.title}
                      {kind ? <span className="entry-kind">{kind}</span> : null}
                      {entry.since && markLabels ? (
                        <span className="entry-mark" data-mark="since">
                          {markLabels.since(entry.since)}
                        </span>
                      ) : null}
                      {entry.deprecated && markLabels ? (
                        <span className="entry-mark" data-mark="deprecated">
                          {markLabels.deprecated}
                        </span>
                      ) : null}
                      {entry.plan ? <PlanIcon plan={entry.plan} /> : null}
                    </span>
                    {entry.context ? <span className="entry-context">{entry.context}</span> : null}
                    <Excerpt parts={entry.excerpt} />
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      ))}
    </List>
  );
}

import * as React from 'react';
import type { ApiSection } from '../../contracts';
import { ApiMemberItem } from './ApiMemberItem';
import { countLabel, matchesQuery, normalizeQuery, sectionList, sectionNoun } from './memberFilter';

/** Below this many entries in all, a page gets no filter box: it fits on a screen or two. */
export const FILTER_THRESHOLD = 12;

const EMPTY_TEXT: Record<ApiSection['id'], string> = {
  props: 'This component takes no props.',
  members: 'This type has no members.',
  slots: 'This component has no slots.',
  classes: 'This component declares no CSS classes.',
};

/**
 * The sections of an API page (props, slots, CSS classes, or members) with the filter box above
 * them. The filter is client-side state only: typing hides the entries whose name does not match.
 */
export function ApiMemberSections({ sections }: { sections: readonly ApiSection[] }) {
  const [query, setQuery] = React.useState('');
  const deferredQuery = React.useDeferredValue(query);
  const normalized = normalizeQuery(deferredQuery);
  const total = sections.reduce((sum, section) => sum + section.items.length, 0);
  const matches = sections.map((section) => section.items.map((item) => matchesQuery(item, normalized)));
  const counts = sections.map((section, index) => countLabel(section.id, matches[index].filter(Boolean).length, section.items.length));
  const status = normalized ? `Showing ${counts.join(', ')}.` : '';
  const what = sectionList(sections.map((section) => section.id));
  return (
    <React.Fragment>
      {total >= FILTER_THRESHOLD ? (
        <div className="api-filter" role="search" aria-label={`Filter the ${what}`}>
          <label htmlFor="api-filter-input">Filter by name</label>
          <input
            id="api-filter-input"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Type a name"
            autoComplete="off"
            spellCheck={false}
          />
          <p className="api-filter-status" role="status">
            {status}
          </p>
        </div>
      ) : null}
      {sections.map((section, index) => {
        const shown = matches[index].some(Boolean);
        return (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>
              <a className="anchor-link" href={`#${section.id}`}>
                {section.title}
              </a>
            </h2>
            {section.items.length === 0 ? <p className="api-empty">{EMPTY_TEXT[section.id]}</p> : null}
            {section.items.length > 0 && !shown ? (
              <p className="api-empty">
                No {sectionNoun(section.id, false)} matches “{deferredQuery.trim()}”.
              </p>
            ) : null}
            {section.items.length > 0 ? (
              <ul className="api-list">
                {section.items.map((item, itemIndex) => (
                  <ApiMemberItem key={item.name} section={section.id} member={item} hidden={!matches[index][itemIndex]} />
                ))}
              </ul>
            ) : null}
            {section.note ? <div className="api-note" dangerouslySetInnerHTML={{ __html: section.note }} /> : null}
          </section>
        );
      })}
    </React.Fragment>
  );
}

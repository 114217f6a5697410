import * as React from 'react';
import type { ApiEntry, ApiSection } from '../contracts';
import { ApiMemberItem } from './ApiMemberItem';
import { useTranslateWith } from '../i18n/I18nProvider';
import { apiEnglish } from './apiStrings';
import { SectionHeading } from '../layout/SectionHeading';
import { countLabel, matchesQuery, normalizeQuery, sectionList, sectionNoun } from './memberFilter';

/** Below this many entries in all, a page gets no filter box: it fits on a screen or two. */
const FILTER_THRESHOLD = 12;

/**
 * The sections of an API page (props, slots, CSS classes, or members) with the filter box above
 * them. The filter is client-side state only: typing hides the entries whose name does not match.
 */
export function ApiMemberSections({ sections }: { sections: ReadonlyArray<ApiSection<ApiEntry>> }) {
  const [query, setQuery] = React.useState('');
  const t = useTranslateWith(apiEnglish);
  const deferredQuery = React.useDeferredValue(query);
  const normalized = normalizeQuery(deferredQuery);
  const total = sections.reduce((sum, section) => sum + section.items.length, 0);
  const matches = sections.map((section) => section.items.map((item) => matchesQuery(item, normalized)));
  const counts = sections.map((section, index) => countLabel(section.id, matches[index].filter(Boolean).length, section.items.length, t));
  const status = normalized ? t('api.showing', { counts: counts.join(', ') }) : '';
  const what = sectionList(sections.map((section) => section.id), t);
  return (
    <React.Fragment>
      {total >= FILTER_THRESHOLD ? (
        <div className="api-filter" role="search" aria-label={t('api.filterRegion', { sections: what })}>
          <label htmlFor="api-filter-input">{t('api.filterLabel')}</label>
          <input
            id="api-filter-input"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('api.filterPlaceholder')}
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
            <SectionHeading id={section.id} title={t(`api.sections.${section.id}`)} />
            {section.items.length === 0 ? <p className="api-empty">{t(`api.empty.${section.id}`)}</p> : null}
            {section.items.length > 0 && !shown ? (
              <p className="api-empty">{t('api.noMatch', { noun: sectionNoun(section.id, false, t), query: deferredQuery.trim() })}</p>
            ) : null}
            {section.items.length > 0 ? (
              <ul className="api-list">
                {section.items.map((item, itemIndex) => (
                  <ApiMemberItem key={item.name} section={section.id} entry={item} hidden={!matches[index][itemIndex]} />
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

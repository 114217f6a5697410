import * as React from 'react';
import { PlanIcon } from '../../nav/NavBadges';
import type { ApiMember, ApiSectionId } from '../../contracts';
import { memberAnchor } from '../../routing/anchors';
import { useTranslate } from '../../i18n/I18nProvider';
import { useStaticHtml } from '../../core/staticHtml';

interface ApiMemberItemProps {
  section: ApiSectionId;
  member: ApiMember;
  hidden: boolean;
}

/**
 * One prop, member, slot or CSS class. Its HTML fragments were rendered (and escaped) at build time
 * from the package's JSDoc; memoised so typing in the filter only re-renders what it hides or shows.
 */
export const ApiMemberItem = React.memo(function ApiMemberItem({ section, member, hidden }: ApiMemberItemProps) {
  const id = memberAnchor(section, member.name);
  const t = useTranslate();
  // Build-time fragments, read back from the document while an exported page hydrates.
  const type = useStaticHtml(`${id}:type`, member.type ?? '');
  const fallback = useStaticHtml(`${id}:default`, member.default ?? '');
  const description = useStaticHtml(`${id}:description`, member.description ?? '');
  return (
    // data-pagefind-title: each entry is its own search result, linking to this id.
    <li className="api-item" id={id} hidden={hidden} data-deprecated={member.deprecated !== undefined ? '' : undefined} data-pagefind-title={member.name}>
      {/* Plain markup, few elements: the DataGrid page lists over 400 entries. */}
      <h3>
        <a href={`#${id}`}>{member.name}</a>
      </h3>
      {member.required ? <span className="api-chip" data-chip="required">{t('api.required')}</span> : null}
      {member.deprecated !== undefined ? <span className="api-chip" data-chip="deprecated">{t('api.deprecated')}</span> : null}
      {member.plan ? <PlanIcon plan={member.plan} /> : null}
      {member.type || member.default || member.className ? (
        <dl className="api-facts">
          {member.className ? (
            <React.Fragment>
              {/* The spaces keep "Type boolean" apart in the search index's text of the entry. */}
              <dt>{t('api.class')}</dt>{' '}
              <dd className="api-code">.{member.className}</dd>{' '}
            </React.Fragment>
          ) : null}
          {member.type ? (
            <React.Fragment>
              <dt>{t('api.type')}</dt>{' '}
              <dd className="api-code" data-html={`${id}:type`} dangerouslySetInnerHTML={{ __html: type }} />{' '}
            </React.Fragment>
          ) : null}
          {member.default ? (
            <React.Fragment>
              <dt>{t('api.default')}</dt>{' '}
              <dd data-html={`${id}:default`} dangerouslySetInnerHTML={{ __html: fallback }} />{' '}
            </React.Fragment>
          ) : null}
        </dl>
      ) : null}
      {member.deprecated ? <p className="api-deprecated" dangerouslySetInnerHTML={{ __html: t('api.deprecatedMember', { reason: member.deprecated }) }} /> : null}
      {member.description ? (
        <div className="api-description" data-html={`${id}:description`} dangerouslySetInnerHTML={{ __html: description }} />
      ) : null}
    </li>
  );
});

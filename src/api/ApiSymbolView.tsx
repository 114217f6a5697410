import * as React from 'react';
import { PlanIcon } from '../nav/NavBadges';
import type { ApiEntry, ApiSymbolContent } from '../contracts';
import { ApiMemberSections } from './ApiMemberSections';
import { useTranslateWith } from '../i18n/I18nProvider';
import { apiEnglish } from './apiStrings';
import { SectionHeading } from '../layout/SectionHeading';

/** The reference of one component or type: notices, description, imports, definition, the lists. */
export function ApiSymbolView({ content }: { content: ApiSymbolContent<ApiEntry> }) {
  const t = useTranslateWith(apiEnglish);
  return (
    <React.Fragment>
      {content.notice ? <div className="api-callout" dangerouslySetInnerHTML={{ __html: content.notice }} /> : null}
      {content.deprecated !== undefined ? (
        <div className="api-callout" data-tone="warning">
          <p>
            <strong>{t('api.deprecatedNotice')}</strong>{' '}
            {content.deprecated ? <span dangerouslySetInnerHTML={{ __html: content.deprecated }} /> : t('api.deprecatedNoReason')}
          </p>
        </div>
      ) : null}
      {content.intro ? <div dangerouslySetInnerHTML={{ __html: content.intro }} /> : null}
      <SectionHeading id="import" title={t('api.import')} />
      <ul className="api-imports" aria-label={t('api.importLines')}>
        {content.imports.map((line, index) => (
          <li key={line.code}>
            {index > 0 ? <span className="api-or">{t('api.or')}</span> : null}
            <code>{line.code}</code>
            {line.plan ? <PlanIcon plan={line.plan} /> : null}
          </li>
        ))}
      </ul>
      {content.definition ? (
        <React.Fragment>
          <SectionHeading id="definition" title={t('api.definition')} />
          <p className="api-definition">
            <code>
              type {content.name} = <span dangerouslySetInnerHTML={{ __html: content.definition }} />
            </code>
          </p>
        </React.Fragment>
      ) : null}
      <ApiMemberSections sections={content.sections} />
      <p className="api-source">{t('api.generatedFrom', { source: content.source })}</p>
    </React.Fragment>
  );
}

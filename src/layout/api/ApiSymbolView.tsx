import * as React from 'react';
import { PlanIcon } from '../../nav/NavBadges';
import type { ApiSymbolContent } from '../../contracts';
import { ApiMemberSections } from './ApiMemberSections';

/** The reference of one component or type: notices, description, imports, definition, the lists. */
export function ApiSymbolView({ content }: { content: ApiSymbolContent }) {
  return (
    <React.Fragment>
      {content.notice ? <div className="api-callout" dangerouslySetInnerHTML={{ __html: content.notice }} /> : null}
      {content.deprecated !== undefined ? (
        <div className="api-callout" data-tone="warning">
          <p>
            <strong>Deprecated.</strong>{' '}
            {content.deprecated ? <span dangerouslySetInnerHTML={{ __html: content.deprecated }} /> : 'It will be removed in a future release.'}
          </p>
        </div>
      ) : null}
      {content.intro ? <div dangerouslySetInnerHTML={{ __html: content.intro }} /> : null}
      <h2 id="import">
        <a className="anchor-link" href="#import">
          Import
        </a>
      </h2>
      <ul className="api-imports" aria-label="Import lines">
        {content.imports.map((line, index) => (
          <li key={line.code}>
            {index > 0 ? <span className="api-or">or</span> : null}
            <code>{line.code}</code>
            {line.plan ? <PlanIcon plan={line.plan} /> : null}
          </li>
        ))}
      </ul>
      {content.definition ? (
        <React.Fragment>
          <h2 id="definition">
            <a className="anchor-link" href="#definition">
              Definition
            </a>
          </h2>
          <p className="api-definition">
            <code>
              type {content.name} = <span dangerouslySetInnerHTML={{ __html: content.definition }} />
            </code>
          </p>
        </React.Fragment>
      ) : null}
      <ApiMemberSections sections={content.sections} />
      <p className="api-source">Generated from the type declarations of {content.source}.</p>
    </React.Fragment>
  );
}

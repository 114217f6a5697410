import * as React from 'react';
import { PageHead } from '../layout/PageHead';
import { Article, Columns, PageIntro } from '../layout/PageParts';
import { ContentsBlock, TableOfContents } from '../layout/TableOfContents';
import { PageFeedback } from '../layout/PageFeedback';
import { HeadingLinks } from '../layout/HeadingLinks';
import { BackToTop } from '../layout/BackToTop';
import { usePage } from '../core/PageContext';
import type { ApiPageProps } from '../contracts';
import { ApiReferenceRoot } from './ApiReferenceRoot';
import { ApiSymbolView } from './ApiSymbolView';
import { ApiIndexView } from './ApiIndexView';
import { searchIndexAttributes, searchMarks } from '../search/indexAttributes';
import { memberAnchor } from '../routing/anchors';

/** An API reference page (component, type, planned entry or product index) in the docs frame. */
export function ApiPage({ api, toc }: Omit<ApiPageProps, 'page'>) {
  const page = usePage();
  // Badges of the entries' search results (since, deprecated): a filter of the page's record.
  const marks =
    api.kind === 'component' || api.kind === 'interface'
      ? searchMarks(api.sections.flatMap((section) => section.items.map((item) => ({ id: memberAnchor(section.id, item.name), since: item.since, deprecated: item.deprecated }))))
      : '';
  return (
    <React.Fragment>
      <PageHead markdown />
      <Columns>
        <Article {...searchIndexAttributes(page, marks)}>
          <PageIntro />
          <ContentsBlock toc={toc} />
          <ApiReferenceRoot>
            {api.kind === 'index' ? <ApiIndexView content={api} /> : null}
            {api.kind === 'planned' ? <div className="api-callout" dangerouslySetInnerHTML={{ __html: api.notice }} /> : null}
            {/* Keyed by page: moving to another API page (same route) starts with an empty filter. */}
            {api.kind === 'component' || api.kind === 'interface' ? <ApiSymbolView key={page.pathname} content={api} /> : null}
          </ApiReferenceRoot>
          <PageFeedback />
        </Article>
        <TableOfContents toc={toc} />
      </Columns>
      <HeadingLinks />
      <BackToTop />
    </React.Fragment>
  );
}

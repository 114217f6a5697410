import * as React from 'react';
import { PageHead } from '../PageHead';
import { Article, Columns, PageIntro } from '../PageParts';
import { TableOfContents } from '../TableOfContents';
import { usePage } from '../../core/PageContext';
import type { ApiPageProps } from '../../contracts';
import { ApiReferenceRoot } from './ApiReferenceRoot';
import { ApiSymbolView } from './ApiSymbolView';
import { ApiIndexView } from './ApiIndexView';
import { searchIndexAttributes } from '../../search/indexAttributes';

/** An API reference page (component, type, planned entry or product index) in the docs frame. */
export function ApiPage({ api, toc }: Omit<ApiPageProps, 'page'>) {
  const page = usePage();
  return (
    <React.Fragment>
      <PageHead />
      <Columns>
        <Article {...searchIndexAttributes(page)}>
          <PageIntro />
          <ApiReferenceRoot>
            {api.kind === 'index' ? <ApiIndexView content={api} /> : null}
            {api.kind === 'planned' ? <div className="api-callout" dangerouslySetInnerHTML={{ __html: api.notice }} /> : null}
            {/* Keyed by page: moving to another API page (same route) starts with an empty filter. */}
            {api.kind === 'component' || api.kind === 'interface' ? <ApiSymbolView key={page.pathname} content={api} /> : null}
          </ApiReferenceRoot>
        </Article>
        <TableOfContents toc={toc} />
      </Columns>
    </React.Fragment>
  );
}

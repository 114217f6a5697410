import * as React from 'react';
import type { ApiEntry, ApiSectionId } from '../contracts';
import { memberAnchor } from '../routing/anchors';
import { useStaticHtml } from '../core/staticHtml';

interface ApiMemberItemProps {
  section: ApiSectionId;
  entry: ApiEntry;
  hidden: boolean;
}

/**
 * One prop, member, slot or CSS class: a list item whose content was composed at build time
 * (src/api/build/entryHtml.ts). React owns only the item, which the filter hides or shows; memoised
 * so typing in the filter only re-renders what changes.
 */
export const ApiMemberItem = React.memo(function ApiMemberItem({ section, entry, hidden }: ApiMemberItemProps) {
  const id = memberAnchor(section, entry.name);
  // Read back from the document while an exported page hydrates (it is not sent twice).
  const html = useStaticHtml(id, entry.html);
  return (
    // data-pagefind-title: each entry is its own search result, linking to this id.
    <li className="api-item" id={id} hidden={hidden} data-pagefind-title={entry.name} data-html={id} dangerouslySetInnerHTML={{ __html: html }} />
  );
});

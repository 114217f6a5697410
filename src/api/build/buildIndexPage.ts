import { toHref } from '../../routing/paths';
import { groupId } from './groupId';
import type { ApiEntry } from './apiEntries';
import { editionPlan, type ApiIndexItem, type ApiPageFile, type Edition } from './types';

export interface IndexSummary {
  /** Exported name shown in the list. */
  name: string;
  kind: 'component' | 'interface' | 'planned';
  summary?: string;
}

const GROUP_TITLES = { component: 'Components', interface: 'Interfaces', planned: 'Planned' } as const;

/** A product's API index: its packages and every page of the product, grouped by kind in tree order. */
export function buildIndexPage(
  entry: ApiEntry,
  productName: string,
  packages: ReadonlyArray<{ edition: Edition; name: string; version: string }>,
  entries: readonly ApiEntry[],
  summaries: ReadonlyMap<string, IndexSummary>,
): ApiPageFile {
  const groups = new Map<IndexSummary['kind'], ApiIndexItem[]>([
    ['component', []],
    ['interface', []],
    ['planned', []],
  ]);
  for (const item of entries) {
    const summary = summaries.get(item.pathname);
    if (item.product !== entry.product || item.kind !== 'symbol' || !summary) continue;
    const indexItem: ApiIndexItem = { name: summary.name, href: toHref(item.pathname) };
    if (item.plan) indexItem.plan = item.plan;
    if (summary.summary) indexItem.summary = summary.summary;
    groups.get(summary.kind)!.push(indexItem);
  }
  return {
    pathname: entry.pathname,
    title: `${productName} API`,
    description: `Index of the ${productName} API reference: every component and interface of the MUI X ${productName} packages, with their props, slots, CSS classes and members.`,
    content: {
      kind: 'index',
      packages: packages.map((item) => {
        const plan = editionPlan(item.edition);
        return plan ? { name: item.name, version: item.version, plan } : { name: item.name, version: item.version };
      }),
      groups: [...groups.entries()]
        .filter(([, items]) => items.length > 0)
        .map(([kind, items]) => ({ id: groupId(GROUP_TITLES[kind]), title: GROUP_TITLES[kind], items })),
    },
  };
}

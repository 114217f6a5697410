/**
 * Guide pages without a live demo, each on purpose. A unit test (data/docs.test.ts) fails when a guide
 * page has no demo and is not listed here, or when a listed page has one.
 */

/** Pages that teach no component, with the reason. */
export const needsNoDemo: Readonly<Record<string, string>> = {
  '/x/introduction/installation': 'Package names and install commands; no component to show.',
  '/x/introduction/licensing': 'Licence terms and keys.',
  '/x/introduction/support': 'Where to get help.',
  '/x/introduction/mcp': 'Setting up an AI assistant; no component.',
  '/x/introduction/priority-support': 'A support plan.',
  '/x/guides/telemetry': 'What the licence check reports and how to turn it off.',
  '/x/introduction/roadmap': 'Plans, not components.',
  '/x/privacy': 'What the site stores and sends; no component.',
  '/x/migration/api-changes-v8': 'A list of API names added and deprecated per release, generated from the packages’ declarations.',
  '/x/migration/migration-data-grid-v7': 'A migration guide: what changed between versions, shown as code diffs.',
  '/x/migration/migration-pickers-v7': 'A migration guide: what changed between versions, shown as code diffs.',
  '/x/migration/migration-charts-v7': 'A migration guide: what changed between versions, shown as code diffs.',
  '/x/migration/migration-tree-view-v7': 'A migration guide: what changed between versions, shown as code diffs.',
  '/x/migration/usage-with-material-ui-v5-v6': 'A migration guide: what changed between versions, shown as code diffs.',
  '/x/migration/migration-pickers-v6': 'A migration guide: what changed between versions, shown as code diffs.',
  '/x/migration/migration-charts-v6': 'A migration guide: what changed between versions, shown as code diffs.',
  '/x/migration/migration-tree-view-v6': 'A migration guide: what changed between versions, shown as code diffs.',
  '/x/migration/migration-data-grid-v5': 'A migration guide: what changed between versions, shown as code diffs.',
  '/x/migration/migration-tree-view-lab': 'A migration guide: what changed between versions, shown as code diffs.',
  '/x/migration/migration-pickers-lab': 'A migration guide: what changed between versions, shown as code diffs.',
  '/x/migration/migration-data-grid-v4': 'A migration guide: what changed between versions, shown as code diffs.',
  '/x/react-charts/sankey': 'The Sankey diagram is not part of 8.5.0; the page says so and points to the charts that are.',
  '/x/react-charts/brush': 'The brush interaction is not part of 8.5.0; the page points to zoom and pan instead.',
  '/x/react-charts/hooks/use-dataset': 'useDataset is not part of 8.5.0; the page explains how to reach the dataset without it.',
  '/x/react-charts/content-security-policy': 'Server and header configuration; no component to show.',
  '/x/react-charts/plugins': 'Explains how charts are built internally; the plugin API is internal in 8.5.0.',
  '/x/react-data-grid/charts-integration': 'The charts integration is not part of Data Grid Premium 8.5.0: the page says so and shows how to chart the rows with MUI X Charts.',
  '/x/react-data-grid/components/charts-panel': 'The Charts Panel belongs to the charts integration, which Data Grid Premium 8.5.0 does not have.',
  '/x/react-data-grid/server-side-data/pivoting': 'Server-side pivoting is not part of Data Grid Premium 8.5.0: the page says so and points to what 8.5.0 offers.',
};

/**
 * Feature pages whose demos are still being written. Each entry is a debt: remove it with the page's
 * first demo; this list must be empty when the demo work is done.
 */
export const demosPending: readonly string[] = [
];

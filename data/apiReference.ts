import type { Edition } from '../src/contracts';

/**
 * Where the API reference reads its types from. Each product of `/x/api/<product>/` lists its
 * packages from the MIT edition up; the generator loads each edition in its own TypeScript program
 * so that module augmentations of a paid package do not leak into the MIT reference.
 */
export interface ApiProductConfig {
  /** Segment after `/x/api/`. */
  id: string;
  packages: ReadonlyArray<{ edition: Edition; name: string }>;
}

export const apiProducts: readonly ApiProductConfig[] = [
  {
    id: 'data-grid',
    packages: [
      { edition: 'community', name: '@mui/x-data-grid' },
      { edition: 'pro', name: '@mui/x-data-grid-pro' },
      { edition: 'premium', name: '@mui/x-data-grid-premium' },
    ],
  },
  {
    id: 'date-pickers',
    packages: [
      { edition: 'community', name: '@mui/x-date-pickers' },
      { edition: 'pro', name: '@mui/x-date-pickers-pro' },
    ],
  },
  {
    id: 'charts',
    packages: [
      { edition: 'community', name: '@mui/x-charts' },
      { edition: 'pro', name: '@mui/x-charts-pro' },
    ],
  },
  {
    id: 'tree-view',
    packages: [
      { edition: 'community', name: '@mui/x-tree-view' },
      { edition: 'pro', name: '@mui/x-tree-view-pro' },
    ],
  },
];

/**
 * Tree entries whose v8 name is gone from the installed (v9) packages: the export that replaced it
 * and a sentence saying what happened (facts from the packages' changelogs). The page documents the
 * replacement and shows the sentence; a stale entry (unknown pathname, or a replacement the packages
 * lack) fails the build.
 */
export const apiRenames: Readonly<Record<string, { symbol: string; reason: string }>> = {
  '/x/api/charts/chart-container': { symbol: 'ChartsContainer', reason: 'Version 9 renamed it to ChartsContainer.' },
  '/x/api/charts/chart-container-pro': { symbol: 'ChartsContainerPro', reason: 'Version 9 renamed it to ChartsContainerPro.' },
  '/x/api/charts/chart-data-provider': { symbol: 'ChartsDataProvider', reason: 'Version 9 renamed it to ChartsDataProvider.' },
  '/x/api/charts/chart-data-provider-pro': {
    symbol: 'ChartsDataProviderPro',
    reason: 'Version 9 renamed it to ChartsDataProviderPro.',
  },
  '/x/api/date-pickers/pickers-day': {
    symbol: 'PickerDay',
    reason: 'Version 9 removed it: PickerDay, formerly PickerDay2, replaces it.',
  },
  '/x/api/date-pickers/picker-day-2': { symbol: 'PickerDay', reason: 'Version 9 made it stable under the name PickerDay.' },
  '/x/api/date-pickers/date-range-picker-day-2': {
    symbol: 'DateRangePickerDay',
    reason: 'Version 9 made it stable under the name DateRangePickerDay, replacing the previous component.',
  },
  '/x/api/date-pickers/pickers-section-list': {
    symbol: 'Unstable_PickersSectionList',
    reason: 'Version 9 exports it with the Unstable_ prefix: its API may still change.',
  },
};

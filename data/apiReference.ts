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

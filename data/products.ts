/**
 * The MUI X products, once: their ids (as the `mui:productId` meta carries them), names, where their
 * guides live under `/x/` and the segment of their API reference under `/x/api/` (also their demo
 * folder under data/demos/). Everything that lists products reads it from here.
 */
export interface Product {
  /** `x-data-grid`. */
  id: string;
  /** `Data Grid`. */
  name: string;
  /** The name where room is short (a search filter): `Pickers`. */
  shortName: string;
  /** First segment of the guides: `/x/react-data-grid/...`. */
  guideSegment: string;
  /** Segment of the API reference (`/x/api/data-grid/...`) and demo folder (`data/demos/data-grid`). */
  apiSegment: string;
}

export const products: readonly Product[] = [
  { id: 'x-data-grid', name: 'Data Grid', shortName: 'Data Grid', guideSegment: 'react-data-grid', apiSegment: 'data-grid' },
  { id: 'x-date-pickers', name: 'Date and Time Pickers', shortName: 'Pickers', guideSegment: 'react-date-pickers', apiSegment: 'date-pickers' },
  { id: 'x-charts', name: 'Charts', shortName: 'Charts', guideSegment: 'react-charts', apiSegment: 'charts' },
  { id: 'x-tree-view', name: 'Tree View', shortName: 'Tree View', guideSegment: 'react-tree-view', apiSegment: 'tree-view' },
];

/** The family the products belong to: the category of every `/x/` page and the name of pages outside a product. */
export const productFamily = { id: 'x', name: 'MUI X', overviewPathname: '/x/introduction' } as const;

/** A product's guide root (`/x/react-data-grid`). */
export const productPathname = (product: Product) => `/x/${product.guideSegment}`;

/** The name shown for a product id, the family's name for anything else. */
export function productName(id: string): string {
  return products.find((product) => product.id === id)?.name ?? productFamily.name;
}

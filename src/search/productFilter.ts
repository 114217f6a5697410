/**
 * The product filter of the search dialog (pure): All, or one product's pages (its guides and API
 * reference, the navigation group `/x/<guide segment>-group`), remembered for the visit.
 */
import { products } from '../../data/products';
import { createStorageSlot } from '../lib/storage';
import { allowedValue } from '../lib/allowed';

export interface ProductFilter {
  /** The group its results belong to; undefined for All. */
  group?: string;
  label: string;
}

/** The product groups a search may be narrowed to, in the navigation's order. */
export const PRODUCT_GROUPS: readonly string[] = products.map((product) => `/x/${product.guideSegment}-group`);

export function productFilters(allLabel: string): ProductFilter[] {
  return [{ label: allLabel }, ...products.map((product, index) => ({ group: PRODUCT_GROUPS[index], label: product.shortName }))];
}

/** The filter chosen in this tab's visit (sessionStorage): a product group, or absent for All. */
export const productFilterSlot = createStorageSlot('mui-search-product', (raw) => allowedValue(raw, PRODUCT_GROUPS), String, 'session');

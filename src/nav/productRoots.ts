/** Where each product's guides start, plus the family's overview: the ways in when the drawer cannot help (pure). */
import { toHref } from '../routing/paths';
import { productFamily, productPathname, products } from '../../data/products';

export interface ProductRoot {
  href: string;
  /** The product's name (`Data Grid`), or the family's for the overview. */
  name: string;
  /** The family's overview page rather than a product. */
  overview: boolean;
}

export const productRoots: readonly ProductRoot[] = [
  { href: toHref(productFamily.overviewPathname), name: productFamily.name, overview: true },
  ...products.map((product) => ({ href: toHref(productPathname(product)), name: product.name, overview: false })),
];

import { productFamily, products } from '../../data/products';
import { DOCS_PREFIX } from './paths';

export interface ProductInfo {
  productCategoryId: string;
  productId: string;
}

const NONE: ProductInfo = { productCategoryId: 'null', productId: 'null' };

/**
 * Product category and id from a server path (language prefix already removed), for the
 * `mui:productId` / `mui:productCategoryId` metas and analytics. Every page of the site is under
 * `/x/`: guides of a product (`/x/react-data-grid/...`) and its API reference (`/x/api/data-grid/...`)
 * belong to it; other `/x/` pages to the family only. Unmatched values are the string `'null'`.
 */
export function getProductInfoFromPath(serverPath: string): ProductInfo {
  const path = typeof serverPath === 'string' ? serverPath : '';
  if (!path.startsWith(DOCS_PREFIX)) return NONE;
  const [first, second] = path.slice(DOCS_PREFIX.length).split('/');
  const product = products.find((candidate) =>
    first === 'api' ? path.startsWith(`${DOCS_PREFIX}api/${candidate.apiSegment}/`) : first === candidate.guideSegment && second !== undefined,
  );
  return { productCategoryId: productFamily.id, productId: product?.id ?? 'null' };
}

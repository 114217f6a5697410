export interface ProductInfo {
  productCategoryId: string;
  productId: string;
}

const CORE_PRODUCTS = new Set(['material-ui', 'base-ui', 'system', 'joy-ui']);
const DOCS_SEGMENTS = new Set(['docs', 'versions', 'production-error']);
/** `/x/api/<segment>/` belongs to the product of the same name. */
const API_PRODUCTS: Record<string, string> = {
  'data-grid': 'x-data-grid',
  'date-pickers': 'x-date-pickers',
  charts: 'x-charts',
  'tree-view': 'x-tree-view',
};

/**
 * Product category and id from a server path (language prefix already removed). The first segment
 * counts only when followed by `/`; unmatched values are the string `'null'` (as the metas carry it).
 */
export function getProductInfoFromPath(serverPath: string): ProductInfo {
  const path = typeof serverPath === 'string' ? serverPath : '';
  if (path.startsWith('/experiments/docs/')) {
    return { productCategoryId: 'docs', productId: 'docs-infra' };
  }
  const first = /^\/([^/]+)\//.exec(path)?.[1];
  if (!first) {
    return { productCategoryId: 'null', productId: 'null' };
  }
  if (CORE_PRODUCTS.has(first)) {
    return { productCategoryId: 'core', productId: first };
  }
  if (first === 'x') {
    const api = /^\/x\/api\/([^/]+)\//.exec(path)?.[1];
    if (api && API_PRODUCTS[api]) {
      return { productCategoryId: 'x', productId: API_PRODUCTS[api] };
    }
    const name = /^\/x\/react-([^/]+)\//.exec(path)?.[1];
    return { productCategoryId: 'x', productId: name ? `x-${name}` : 'null' };
  }
  if (first === 'toolpad') {
    const second = /^\/toolpad\/([^/]+)\//.exec(path)?.[1];
    return { productCategoryId: 'toolpad', productId: second === 'studio' ? 'toolpad-studio' : 'toolpad-core' };
  }
  if (DOCS_SEGMENTS.has(first)) {
    return { productCategoryId: 'docs', productId: 'docs' };
  }
  return { productCategoryId: 'null', productId: 'null' };
}

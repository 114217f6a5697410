import { currentVersion, olderVersions, productSubpaths, productVersions, type VersionLink } from '../../data/versions';
import { site } from '../../data/site';
import { absoluteUrl } from '../routing/paths';

/**
 * The version switcher's entries for a product id: the product's current version on the main host,
 * then the older majors on their own hosts. Products outside MUI X fall back to the MUI X list.
 */
export function versionLinks(productId: string, host: string = site.host): VersionLink[] {
  const key = productId in productSubpaths ? productId : 'x';
  const subpath = productSubpaths[key];
  return [
    { text: `v${productVersions[key] ?? currentVersion}`, href: absoluteUrl(subpath, host), current: true },
    ...olderVersions[key].map(({ text, href }) => ({
      text,
      href: typeof href === 'number' ? absoluteUrl(subpath, `https://v${href}.mui.com`) : href,
    })),
  ];
}

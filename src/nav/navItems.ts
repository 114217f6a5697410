/**
 * Validation of drawer items read from a fetched section file (pure). The file is ours, but it
 * arrives over the network and may be truncated, stale, rewritten by a proxy or tampered with: every
 * item is checked and copied field by field, so nothing the renderer reads can be missing, of the
 * wrong type, or a link that leaves the site unannounced.
 */
import type { NavItem, Plan } from '../contracts';
import { isSitePath } from '../routing/paths';
import { navHref } from './navHref';

const KINDS: ReadonlyArray<NavItem['kind']> = ['page', 'group', 'subheader', 'external', 'file'];
const PLANS: readonly Plan[] = ['pro', 'premium'];
const FLAGS = ['newFeature', 'planned', 'unstable'] as const;

/** Bounds far above the real tree (about 400 pages, 5 levels), so a hostile file cannot exhaust the page. */
export const NAV_LIMITS = { items: 5000, depth: 12, text: 300 } as const;

/** An https link leaving the site, as the tree's external entries are. */
function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const text = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= NAV_LIMITS.text;

class InvalidItem extends Error {}

/**
 * The items of a section file, validated, or null when anything in it is wrong (a partial tree
 * would hide pages without saying so: the drawer then offers a retry and the product roots).
 */
export function parseNavItems(value: unknown): NavItem[] | null {
  let count = 0;
  const list = (raw: unknown, depth: number): NavItem[] => {
    if (!Array.isArray(raw) || depth > NAV_LIMITS.depth) throw new InvalidItem();
    return raw.map((entry) => item(entry, depth));
  };
  const item = (raw: unknown, depth: number): NavItem => {
    count += 1;
    if (count > NAV_LIMITS.items || typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new InvalidItem();
    const entry = raw as Record<string, unknown>;
    const { pathname, title, href, kind } = entry;
    if (!text(pathname) || !text(title) || (href !== undefined && (typeof href !== 'string' || href.length > 2048))) throw new InvalidItem();
    if (!KINDS.includes(kind as NavItem['kind'])) throw new InvalidItem();
    const validKind = kind as NavItem['kind'];
    const result: NavItem = { pathname, title, kind: validKind };
    if (href !== undefined) result.href = href;
    if (entry.plan !== undefined) {
      if (!PLANS.includes(entry.plan as Plan)) throw new InvalidItem();
      result.plan = entry.plan as Plan;
    }
    for (const flag of FLAGS) {
      if (entry[flag] === undefined) continue;
      if (typeof entry[flag] !== 'boolean') throw new InvalidItem();
      if (entry[flag]) result[flag] = true;
    }
    if (entry.section !== undefined) {
      if (typeof entry.section !== 'string' || !/^[A-Za-z0-9-]{1,100}$/.test(entry.section)) throw new InvalidItem();
      result.section = entry.section;
    }
    if (entry.children !== undefined) result.children = list(entry.children, depth + 1);
    // The link, as written or as it follows from the entry (navHref), must stay on the site or be https.
    const link = navHref(result);
    if (validKind === 'external' ? !isHttpsUrl(link) : !isSitePath(link)) throw new InvalidItem();
    // A group shows its children or fetches them: with neither it would say "Loading…" for ever.
    if (validKind === 'group' && !result.children && !result.section) throw new InvalidItem();
    return result;
  };
  try {
    return list(value, 0);
  } catch (error) {
    if (error instanceof InvalidItem) return null;
    throw error;
  }
}

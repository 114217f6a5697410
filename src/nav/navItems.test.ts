import { NAV_LIMITS, parseNavItems } from './navItems';
import { buildNavSections } from './tree';
import pages from '../../data/pages';

const page = { pathname: '/x/a', title: 'A', href: '/x/a/', kind: 'page' };

describe('parseNavItems', () => {
  it('accepts every section file the build writes', () => {
    for (const [id, items] of Object.entries(buildNavSections(pages))) {
      expect([id, parseNavItems(JSON.parse(JSON.stringify(items)))]).toEqual([id, items]);
    }
  });

  it('copies known fields only, so nothing else reaches the renderer', () => {
    const raw = JSON.parse('[{"pathname":"/x/a","title":"A","href":"/x/a/","kind":"page","plan":"pro","newFeature":true,"planned":false,"__proto__":{"polluted":1},"onClick":"alert(1)"}]');
    const [item] = parseNavItems(raw) ?? [];
    expect(item).toEqual({ pathname: '/x/a', title: 'A', href: '/x/a/', kind: 'page', plan: 'pro', newFeature: true });
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['an object', { items: [page] }],
    ['null', null],
    ['a string', '[]'],
    ['a null item', [null]],
    ['an empty item', [{}]],
    ['an array item', [[page]]],
    ['a missing title', [{ ...page, title: undefined }]],
    ['a blank title', [{ ...page, title: '   ' }]],
    ['a title that is not text', [{ ...page, title: { text: 'A' } }]],
    ['a very long title', [{ ...page, title: 'A'.repeat(NAV_LIMITS.text + 1) }]],
    ['an unknown kind', [{ ...page, kind: 'script' }]],
    ['a script link', [{ ...page, href: 'javascript:alert(1)' }]],
    ['a protocol-relative link', [{ ...page, href: '//evil.example.com/' }]],
    ['a backslash link', [{ ...page, href: '/\\evil.example.com/' }]],
    ['a link with a line break', [{ ...page, href: '/x/a\n/' }]],
    ['an off-site page link', [{ ...page, href: 'https://evil.example.com/' }]],
    ['an external entry over http', [{ ...page, kind: 'external', href: 'http://example.com/' }]],
    ['an external entry to a script', [{ ...page, kind: 'external', href: 'javascript:alert(1)' }]],
    ['an unknown plan', [{ ...page, plan: 'enterprise' }]],
    ['a flag that is not a boolean', [{ ...page, newFeature: 'yes' }]],
    ['a section id with a path', [{ ...page, kind: 'group', section: '../../evil' }]],
    ['children that are not a list', [{ ...page, kind: 'group', children: 'b' }]],
    ['a bad child deep down', [{ ...page, kind: 'group', children: [{ ...page, kind: 'group', children: [null] }] }]],
    ['a group with nothing to show', [{ ...page, kind: 'group' }]],
  ])('refuses %s', (_label, value) => {
    expect(parseNavItems(value)).toBeNull();
  });

  it('refuses nesting deeper than any real tree without overflowing the stack', () => {
    let nested: unknown = [page];
    for (let level = 0; level < 10_000; level += 1) nested = [{ ...page, kind: 'group', children: nested }];
    expect(parseNavItems(nested)).toBeNull();
  });

  it('refuses more items than any real tree', () => {
    expect(parseNavItems(Array.from({ length: NAV_LIMITS.items + 1 }, () => page))).toBeNull();
  });

  it('keeps https external entries and file entries', () => {
    const items = [
      { pathname: 'https://mui.com/x/whats-new/', title: 'News', href: 'https://mui.com/x/whats-new/', kind: 'external' },
      { pathname: '/x/llms.txt', title: 'llms.txt', href: '/x/llms.txt', kind: 'file' },
    ];
    expect(parseNavItems(items)).toEqual(items);
  });
});

describe('parseNavItems without links', () => {
  it('reads an entry whose link follows from it, and checks the link it would lead to', () => {
    expect(parseNavItems([{ pathname: '/x/a', title: 'A', kind: 'page' }])).toEqual([{ pathname: '/x/a', title: 'A', kind: 'page' }]);
    // A path that would make a link off the site is refused as a written link would be.
    expect(parseNavItems([{ pathname: 'javascript:alert(1)', title: 'A', kind: 'page' }])).toBeNull();
    expect(parseNavItems([{ pathname: '//evil.example.com/x', title: 'A', kind: 'page' }])).toBeNull();
    expect(parseNavItems([{ pathname: 'http://example.com/', title: 'A', kind: 'external' }])).toBeNull();
  });
});

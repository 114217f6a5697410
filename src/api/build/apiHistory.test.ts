import { compareVersions, diffReleases, entryHistory, findReplacement, hasHistory, parseApiHistory, releaseLabel, stillDeprecated, type PageDeclarations, type PageHistory } from './apiHistory';

/** `['a', 'b!Use `c`.']`: names, a `!` starts the deprecation text (empty after a bare `!`). */
const section = (...names: string[]) =>
  Object.fromEntries(
    names.map((spec) => {
      const [name, ...reason] = spec.split('!');
      return [name, spec.includes('!') ? { deprecated: reason.join('!') } : {}];
    }),
  );

// Two small declaration sets of a component, as two releases declare them.
const v800: PageDeclarations = {
  props: section('columns', 'rows', 'autoHeight', 'onFetchRows', 'oldName'),
  slots: section('toolbar', 'footer'),
  classes: section('root', 'cell'),
};
const v830: PageDeclarations = {
  props: section('columns', 'rows', 'autoHeight!Use a flex parent container instead.', 'onFetchRows!Use `dataSource` instead.', 'newName', 'dataSource'),
  slots: section('toolbar', 'footer!Use `slots.bottomBar` instead.', 'bottomBar'),
  classes: section('root', 'cell', 'cell--editing'),
};

describe('diffReleases', () => {
  const history = diffReleases([
    { version: '8.0.0', declarations: v800 },
    { version: '8.3.0', declarations: v830 },
  ]);

  it.each<[string, string, string, object | undefined]>([
    ['what the first release had: nothing', 'props', 'columns', undefined],
    ['an added prop', 'props', 'dataSource', { since: '8.3.0' }],
    ['an added CSS class', 'classes', 'cell--editing', { since: '8.3.0' }],
    ['deprecated, without a name to point to', 'props', 'autoHeight', { deprecated: '8.3.0', deprecation: 'Use a flex parent container instead.' }],
    [
      'deprecated in favour of a prop added in the same release',
      'props',
      'onFetchRows',
      { deprecated: '8.3.0', deprecation: 'Use `dataSource` instead.', replacement: { section: 'props', name: 'dataSource' } },
    ],
    [
      'a slot pointing to another slot (`slots.bottomBar`)',
      'slots',
      'footer',
      { deprecated: '8.3.0', deprecation: 'Use `slots.bottomBar` instead.', replacement: { section: 'slots', name: 'bottomBar' } },
    ],
    ['renamed-looking: the old name is removed…', 'props', 'oldName', { removed: '8.3.0' }],
    ['…and the new name added, with no link between them', 'props', 'newName', { since: '8.3.0' }],
  ])('%s', (_label, sectionId, name, expected) => {
    expect(entryHistory({ source: '', releases: {}, pages: { '/p': history } }, '/p', sectionId as 'props', name)).toEqual(expected);
  });

  it('records nothing when the releases declare the same', () => {
    const same = diffReleases([
      { version: '8.0.0', declarations: v800 },
      { version: '8.1.0', declarations: v800 },
    ]);
    expect(same).toEqual({ sections: {} });
    expect(hasHistory(same)).toBe(false);
  });

  it('keeps what was deprecated in the first release out of the history', () => {
    const first: PageDeclarations = { props: section('autoHeight!Old.') };
    expect(diffReleases([{ version: '8.0.0', declarations: first }, { version: '8.1.0', declarations: first }])).toEqual({ sections: {} });
  });

  it('keeps the release a change first appeared in, across the releases after it', () => {
    const result = diffReleases([
      { version: '8.0.0', declarations: { props: section('a') } },
      { version: '8.1.0', declarations: { props: section('a', 'b') } },
      { version: '8.2.0', declarations: { props: section('a!Use `b`.', 'b') } },
      { version: '8.3.0', declarations: { props: section('a!Use `b`, now.', 'b') } },
    ]);
    expect(result.sections.props).toEqual({
      a: { deprecated: '8.2.0', deprecation: 'Use `b`.', replacement: { section: 'props', name: 'b' } },
      b: { since: '8.1.0' },
    });
  });

  it('forgets a deprecation a later release withdraws, and a removal a later release undoes', () => {
    const result = diffReleases([
      { version: '8.0.0', declarations: { props: section('a', 'b') } },
      { version: '8.1.0', declarations: { props: section('a!Gone soon.') } },
      { version: '8.2.0', declarations: { props: section('a', 'b') } },
    ]);
    expect(result.sections.props).toEqual({ b: { since: '8.2.0' } });
  });

  it('dates a page its first release lacks, not the entries it came with', () => {
    const result: PageHistory = diffReleases([
      { version: '8.0.0', declarations: undefined },
      { version: '8.3.0', declarations: { props: section('a') } },
      { version: '8.4.0', declarations: { props: section('a', 'b') } },
    ]);
    expect(result).toEqual({ since: '8.3.0', sections: { props: { b: { since: '8.4.0' } } } });
  });

  it('dates an entry that arrives deprecated', () => {
    const result = diffReleases([
      { version: '8.0.0', declarations: { props: section('a') } },
      { version: '8.1.0', declarations: { props: section('a', 'b!') } },
    ]);
    expect(result.sections.props).toEqual({ b: { since: '8.1.0', deprecated: '8.1.0' } });
  });

  it('marks a page whose symbol a release no longer exports', () => {
    expect(diffReleases([{ version: '8.0.0', declarations: { props: section('a') } }, { version: '8.1.0', declarations: undefined }])).toEqual({
      removed: '8.1.0',
      sections: {},
    });
    expect(diffReleases([{ version: '8.0.0', declarations: undefined }])).toEqual({ sections: {} });
  });
});

describe('findReplacement', () => {
  const declarations: PageDeclarations = { props: section('a', 'b'), slots: section('toolbar'), members: {} };
  it.each<[string, object | undefined]>([
    ['Use `b` instead.', { section: 'props', name: 'b' }],
    ['Use `slots.toolbar`.', { section: 'slots', name: 'toolbar' }],
    ['Use `props.b()` instead.', { section: 'props', name: 'b' }],
    ['`a` is itself; use `b`.', { section: 'props', name: 'b' }],
    ['Use `GridToolbar` instead.', undefined],
    ['Use the `toolbar` slot.', { section: 'slots', name: 'toolbar' }],
    ['No code at all.', undefined],
  ])('%s', (text, expected) => {
    expect(findReplacement(text, declarations, { section: 'props', name: 'a' })).toEqual(expected);
  });
});

describe('versions', () => {
  it.each([
    ['8.3.0', '8.3'],
    ['8.3.1', '8.3.1'],
    ['8.10.0', '8.10'],
  ])('%s reads %s', (version, label) => expect(releaseLabel(version)).toBe(label));

  it('orders versions by number, not text', () => {
    expect(['8.10.0', '8.2.0', '8.3.1', '8.3.0'].sort(compareVersions)).toEqual(['8.2.0', '8.3.0', '8.3.1', '8.10.0']);
  });
});

describe('parseApiHistory', () => {
  it('reads a data file', () => {
    const text = JSON.stringify({ source: 's', releases: { grid: ['8.0.0', '8.5.0'] }, pages: { '/x/api/a/b': { sections: { props: { x: { since: '8.5.0' } } } } } });
    expect(parseApiHistory(text).file?.pages['/x/api/a/b'].sections.props?.x).toEqual({ since: '8.5.0' });
  });

  it.each([
    ['not JSON', '{', /not JSON/],
    ['no pages', '{"releases":{}}', /releases.*pages/],
    ['an array', '[]', /releases.*pages/],
    ['a page without sections', '{"releases":{},"pages":{"/x/api/a/b":{}}}', /\/x\/api\/a\/b has no `sections`/],
  ])('gives a reason, not a crash, for %s', (_, text, reason) => {
    const result = parseApiHistory(text);
    expect(result.file).toBeUndefined();
    expect(result.error).toMatch(reason);
  });
});

describe('stillDeprecated', () => {
  it('keeps what both the first and the documented release mark deprecated', () => {
    const first: PageDeclarations = { props: section('a!x', 'b!', 'c!y', 'd'), slots: section('s!') };
    const last: PageDeclarations = { props: section('b!', 'a!x', 'd!now'), slots: section('t') };
    expect(stillDeprecated(first, last)).toEqual({ props: ['a', 'b'] });
    expect(stillDeprecated(undefined, last)).toEqual({});
  });
});

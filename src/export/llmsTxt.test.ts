import { buildLlmsTxt } from './llmsTxt';

describe('buildLlmsTxt', () => {
  it('lists guide pages per top-level group with absolute links', () => {
    const text = buildLlmsTxt(
      [
        { pathname: 'https://example.com/', title: 'External' },
        { pathname: '/x/a-group', title: 'Alpha', children: [
          { pathname: '/x/a', title: 'Overview' },
          { pathname: '/x/api/a', title: 'API' },
          { pathname: '/x/a/missing' },
        ] },
      ],
      (pathname) => (pathname === '/x/missing' || pathname === '/x/a/missing' ? undefined : `About ${pathname}`),
      'https://docs.example.com',
    );
    expect(text).toMatch(/^# MUI X\n\n> /);
    expect(text).toContain('## Alpha\n\n- [Overview](https://docs.example.com/x/a.md): About /x/a\n');
    expect(text).not.toContain('API');
    expect(text).not.toContain('External');
  });

  it('lists the API pages\' markdown in the Optional section', () => {
    const text = buildLlmsTxt([{ pathname: '/x/a-group', title: 'Alpha', children: [{ pathname: '/x/a', title: 'Overview' }] }], () => 'About', 'https://h/', [
      { pathname: '/x/api/a/thing', title: 'Thing API', description: 'Props of Thing.' },
    ]);
    expect(text.endsWith('## Optional\n\n- [Thing API](https://h/x/api/a/thing.md): Props of Thing.\n')).toBe(true);
    expect(text).toContain('- [Overview](https://h/x/a.md): About');
  });
});

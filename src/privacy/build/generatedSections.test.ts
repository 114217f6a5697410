/** @jest-environment node */
import { renderMarkdown } from '../../markdown/markdown';
import { findGeneratedDirectives } from '../../markdown/outline';
import { guideMarkdown } from '../../export/guideMarkdown';
import { generatedSection, linksMarkdown } from './generatedSections';

const PAGE = '---\ntitle: T\ndescription: D\n---\n\nIntro.\n\n{{"generated": "privacy-links"}}\n\nAfter.\n';

describe('generated sections', () => {
  it('are a segment of their own in the page, with the line of their directive', () => {
    const { segments } = renderMarkdown(PAGE, 'p.md');
    expect(segments.map((segment) => segment.kind)).toEqual(['html', 'generated', 'html']);
    expect(segments[1]).toEqual({ kind: 'generated', name: 'privacy-links', line: 8 });
    expect(findGeneratedDirectives('a\n\n{{"generated": "privacy-storage"}}\n', 'p.md')).toEqual([{ line: 2, name: 'privacy-storage' }]);
  });

  it.each([
    ['a name that is not kebab-case', '{{"generated": "Privacy Links"}}'],
    ['an extra option', '{{"generated": "privacy-links", "height": 3}}'],
    ['broken JSON', '{{"generated": privacy-links}}'],
  ])('refuse %s, naming the line', (_label, directive) => {
    expect(() => renderMarkdown(`---\ntitle: T\ndescription: D\n---\n\n${directive}\n`, 'p.md')).toThrow(/^p\.md:6: /);
  });

  it('stop the build on an unknown name', () => {
    expect(() => generatedSection('nothing-here', 'p.md:3')).toThrow('p.md:3: no generated section "nothing-here" (known: privacy-third-parties, privacy-storage, privacy-links)');
  });

  it('go into the markdown export as markdown', () => {
    const text = guideMarkdown({ raw: PAGE, source: 'p.md', pathname: '/x/p', demos: {}, sections: { 'privacy-links': linksMarkdown() }, host: 'https://mui.com' });
    expect(text).toContain('- Our own ads lead to `mui.com`');
    expect(text).not.toContain('{{');
    expect(() => guideMarkdown({ raw: PAGE, source: 'p.md', pathname: '/x/p', demos: {}, host: 'https://mui.com' })).toThrow('p.md:8: no text for generated section privacy-links');
  });
});

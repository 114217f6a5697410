import { assistantLinks } from './assistantLinks';

describe('assistantLinks', () => {
  it.each([
    ['/x/react-data-grid/sorting', 'https://mui.com', 'https://mui.com/x/react-data-grid/sorting.md'],
    ['/x/react-data-grid/sorting/', 'https://docs.example.com/', 'https://docs.example.com/x/react-data-grid/sorting.md'],
    ['/x/api/data-grid/data-grid/#props-rows', 'https://h', 'https://h/x/api/data-grid/data-grid.md'],
  ])('names the markdown of %s on %s', (pathname, host, markdownUrl) => {
    const links = assistantLinks(pathname, host, 'Read {url} & answer.');
    expect(links.markdownUrl).toBe(markdownUrl);
    expect(links.markdown).toBe(new URL(markdownUrl).pathname);
    const prompt = `Read ${markdownUrl} & answer.`;
    expect(links.chatGpt).toBe(`https://chatgpt.com/?q=${encodeURIComponent(prompt)}`);
    expect(links.claude).toBe(`https://claude.ai/new?q=${encodeURIComponent(prompt)}`);
    expect(new URL(links.claude).searchParams.get('q')).toBe(prompt);
  });
});

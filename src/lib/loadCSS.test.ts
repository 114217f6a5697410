import { fetchLayeredCSS, loadCSS } from './loadCSS';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const ok = (text: string) => Promise.resolve({ ok: true, statusText: 'OK', text: async () => text } as Response);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('fetchLayeredCSS', () => {
  it('wraps the sheet in its layer', async () => {
    await expect(fetchLayeredCSS('/a.css', 'docsearch', undefined, () => ok('.a{color:red}'))).resolves.toBe('@layer docsearch {\n.a{color:red}\n}');
  });

  it('throws with the status text on a non-OK answer', async () => {
    const notFound = () => Promise.resolve({ ok: false, statusText: 'Not Found' } as Response);
    await expect(fetchLayeredCSS('/a.css', 'theme', undefined, notFound)).rejects.toThrow('Failed to fetch CSS: Not Found');
  });
});

describe('loadCSS', () => {
  it('adds a link when no layer is asked for', () => {
    const dispose = loadCSS('/plain.css');
    const link = document.head.querySelector('link[rel="stylesheet"]');
    expect(link).toHaveAttribute('href', '/plain.css');
    dispose();
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('injects a layered style before the given node', async () => {
    document.head.innerHTML = '<meta name="emotion-insertion-point">';
    const fetchImpl = jest.fn(() => ok('.b{margin:0}'));
    loadCSS('/b.css', { layer: 'docsearch', before: 'meta[name="emotion-insertion-point"]', fetchImpl });
    await flush();
    const style = document.head.firstElementChild as HTMLStyleElement;
    expect(style.tagName).toBe('STYLE');
    expect(style).toHaveAttribute('data-href', '/b.css');
    expect(style.textContent).toBe('@layer docsearch {\n.b{margin:0}\n}');
    expect(fetchImpl).toHaveBeenCalledWith('/b.css', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it.each([
    ['a non-OK answer', () => Promise.resolve({ ok: false, statusText: 'Server Error' } as Response)],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('falls back to a link on %s', async (_label, fetchImpl) => {
    loadCSS('/c.css', { layer: 'theme', fetchImpl });
    await flush();
    expect(document.head.querySelector('style')).toBeNull();
    expect(document.head.querySelector('link')).toHaveAttribute('href', '/c.css');
  });

  it('aborts the fetch and adds nothing once disposed', async () => {
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn((_href: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
      });
    });
    const dispose = loadCSS('/d.css', { layer: 'theme', fetchImpl: fetchImpl as unknown as typeof fetch });
    dispose();
    await flush();
    expect(signal?.aborted).toBe(true);
    expect(document.head.children).toHaveLength(0);
  });

  it('removes the injected style on dispose', async () => {
    const dispose = loadCSS('/e.css', { layer: 'utilities', fetchImpl: () => ok('.e{}') });
    await flush();
    expect(document.head.querySelector('style')).not.toBeNull();
    dispose();
    expect(document.head.querySelector('style')).toBeNull();
  });
});

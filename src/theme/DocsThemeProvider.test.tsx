import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { DocsThemeProvider, useDirection, useSetDirection } from './DocsThemeProvider';

function Probe() {
  return <p>direction: {useDirection()}</p>;
}

let setDirection: ReturnType<typeof useSetDirection> = () => {};
function DirectionSetter() {
  setDirection = useSetDirection();
  return null;
}

/** A style element defining the theme's variables, as text or as rules inserted by emotion. */
const definesThemeVariables = (node: HTMLStyleElement) =>
  [node.textContent ?? '', ...[...(node.sheet?.cssRules ?? [])].map((rule) => rule.cssText)].some((css) => /--mui-spacing:/.test(css));

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.setAttribute('dir', 'ltr');
});

describe('DocsThemeProvider', () => {
  it('leaves the document direction alone when it is already the one in use (a write would restyle the whole page)', async () => {
    document.documentElement.setAttribute('dir', 'ltr');
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
    render(
      <DocsThemeProvider>
        <Probe />
      </DocsThemeProvider>,
    );
    expect(await screen.findByText('direction: ltr')).toBeInTheDocument();
    writes.push(...observer.takeRecords());
    observer.disconnect();
    expect(writes).toEqual([]);
  });

  it('uses the theme variables the server wrote instead of generating them again, and keeps them in right-to-left', async () => {
    const server = document.createElement('style');
    server.setAttribute('data-emotion', 'css-global vars1');
    server.textContent = '@layer mui{:root{--mui-spacing:8px;}}';
    document.head.appendChild(server);
    render(
      <DocsThemeProvider>
        <Probe />
        <DirectionSetter />
      </DocsThemeProvider>,
    );
    expect(await screen.findByText('direction: ltr')).toBeInTheDocument();
    expect([...document.querySelectorAll('style')].filter(definesThemeVariables)).toEqual([server]);

    act(() => setDirection('rtl'));
    expect(await screen.findByText('direction: rtl')).toBeInTheDocument();
    expect(server.isConnected).toBe(true);
    expect([...document.querySelectorAll('style')].filter(definesThemeVariables)).toEqual([server]);
    server.remove();
  });
});

import * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
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

/**
 * Renders the provider until it is in use and returns every write of `attribute` on `<html>` meanwhile
 * (even of the value already there: any write makes the browser restyle the whole page).
 */
async function htmlAttributeWrites(attribute: string): Promise<MutationRecord[]> {
  const writes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => writes.push(...records));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [attribute] });
  render(
    <DocsThemeProvider>
      <Probe />
    </DocsThemeProvider>,
  );
  expect(await screen.findByText('direction: ltr')).toBeInTheDocument();
  writes.push(...observer.takeRecords());
  observer.disconnect();
  return writes;
}

describe('DocsThemeProvider', () => {
  it('leaves the document direction alone when it is already the one in use (a write would restyle the whole page)', async () => {
    document.documentElement.setAttribute('dir', 'ltr');
    expect(await htmlAttributeWrites('dir')).toEqual([]);
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

  /** A light operating system (jsdom has no matchMedia; without one Material UI never picks a scheme). */
  function lightSystem() {
    const query = { matches: false, media: '(prefers-color-scheme: dark)', addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} };
    return jest.spyOn(window, 'matchMedia' as never).mockImplementation((() => query) as never);
  }

  it('leaves the colour scheme attribute alone when it already says the scheme in use (a write would restyle the whole page)', async () => {
    window.matchMedia ??= (() => null) as never;
    const system = lightSystem();
    document.documentElement.setAttribute('data-mui-color-scheme', 'light');
    expect(await htmlAttributeWrites('data-mui-color-scheme')).toEqual([]);
    expect(document.documentElement.getAttribute('data-mui-color-scheme')).toBe('light');
    system.mockRestore();
  });

  it('still writes the colour scheme attribute when the scheme changes', async () => {
    window.matchMedia ??= (() => null) as never;
    const system = lightSystem();
    document.documentElement.setAttribute('data-mui-color-scheme', 'dark');
    render(
      <DocsThemeProvider>
        <Probe />
      </DocsThemeProvider>,
    );
    expect(await screen.findByText('direction: ltr')).toBeInTheDocument();
    // No stored mode and a light system: the provider sets light.
    await waitFor(() => expect(document.documentElement.getAttribute('data-mui-color-scheme')).toBe('light'));
    system.mockRestore();
  });
});

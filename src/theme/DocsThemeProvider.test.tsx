import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { DocsThemeProvider, useDirection } from './DocsThemeProvider';

function Probe() {
  return <p>direction: {useDirection()}</p>;
}

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
});

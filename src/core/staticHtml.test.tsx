import { FRAGMENT_IN_DOCUMENT } from '../contracts/content';
import * as React from 'react';
import { render } from '@testing-library/react';
import { resetStaticHtmlForTests, useStaticHtml } from './staticHtml';

function Fragment({ id, html }: { id: string; html: string }) {
  return <div data-testid={id} data-html={id} dangerouslySetInnerHTML={{ __html: useStaticHtml(id, html) }} />;
}

describe('useStaticHtml', () => {
  beforeEach(() => {
    resetStaticHtmlForTests();
    document.body.innerHTML = '';
  });

  it('uses the fragment of the props when it has one', () => {
    const { getByTestId } = render(<Fragment id="s0" html="<p>From the props</p>" />);
    expect(getByTestId('s0')).toHaveTextContent('From the props');
  });

  it('reads an emptied fragment back from the server-rendered document, and keeps it across renders', () => {
    const server = document.createElement('div');
    server.innerHTML = '<div data-testid="s1" data-html="s1"><p>Sorting <code>sortModel</code></p></div>';
    document.body.append(server);
    const { getByTestId, rerender } = render(<Fragment id="s1" html={FRAGMENT_IN_DOCUMENT} />, { container: server, hydrate: true });
    expect(getByTestId('s1').innerHTML).toBe('<p>Sorting <code>sortModel</code></p>');
    rerender(<Fragment id="s1" html={FRAGMENT_IN_DOCUMENT} />);
    expect(getByTestId('s1').innerHTML).toBe('<p>Sorting <code>sortModel</code></p>');
    // A client-side navigation brings the next page's fragment in its props.
    rerender(<Fragment id="s1" html="<p>Filtering</p>" />);
    expect(getByTestId('s1').innerHTML).toBe('<p>Filtering</p>');
  });

  it('renders nothing for an emptied fragment the document does not have', () => {
    const { getByTestId } = render(<Fragment id="missing" html={FRAGMENT_IN_DOCUMENT} />);
    expect(getByTestId('missing')).toBeEmptyDOMElement();
  });
});

import * as React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useClientLinks } from './useClientLinks';

const push = jest.fn(() => Promise.resolve(true));
const prefetch = jest.fn(() => Promise.resolve());
jest.mock('next/router', () => ({ useRouter: () => ({ push, prefetch }) }));

function Page() {
  useClientLinks();
  return (
    <div>
      <a href="/x/react-data-grid/filtering/">
        <span>Filtering</span>
      </a>
      <a href="/x/react-data-grid/sorting.md">Markdown</a>
      <a href="/x/react-charts/" onClick={(event) => event.preventDefault()}>
        Handled elsewhere
      </a>
      <ul data-full-load="">
        <li>
          <a href="/x/react-tree-view/">Saved page</a>
        </li>
      </ul>
    </div>
  );
}

beforeEach(() => {
  push.mockClear();
  prefetch.mockClear();
});

describe('useClientLinks', () => {
  it('routes a click on a plain link to a docs page, from any element inside it, instead of loading the page', () => {
    render(<Page />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByText('Filtering').dispatchEvent(click);
    expect(push).toHaveBeenCalledWith('/x/react-data-grid/filtering/');
    expect(click.defaultPrevented).toBe(true);
  });

  it('leaves files, modified clicks, clicks handled by the link itself and full-load links to the browser', () => {
    render(<Page />);
    fireEvent.click(screen.getByText('Markdown'));
    fireEvent.click(screen.getByText('Filtering'), { ctrlKey: true });
    fireEvent.click(screen.getByText('Handled elsewhere'));
    fireEvent.click(screen.getByText('Saved page'));
    expect(push).not.toHaveBeenCalled();
  });

  it('stops listening when the frame goes away', () => {
    const { unmount } = render(<Page />);
    const link = screen.getByText('Filtering');
    unmount();
    document.body.appendChild(link);
    fireEvent.click(link);
    expect(push).not.toHaveBeenCalled();
    link.remove();
  });
});

describe('useClientLinks: prefetch on intent', () => {
  it('prefetches a docs page once when the pointer moves over its link or touches it, not when it takes the focus', () => {
    render(<Page />);
    fireEvent.focusIn(screen.getByText('Filtering').closest('a')!);
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByText('Filtering'));
    fireEvent.pointerOver(screen.getByText('Filtering'));
    fireEvent.touchStart(screen.getByText('Filtering'));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/x/react-data-grid/filtering/');
  });

  it('leaves files and full-load links alone', () => {
    render(<Page />);
    fireEvent.pointerOver(screen.getByText('Markdown'));
    fireEvent.pointerOver(screen.getByText('Saved page'));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('tries again after a failed prefetch', async () => {
    prefetch.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    render(<Page />);
    fireEvent.pointerOver(screen.getByText('Filtering'));
    await Promise.resolve();
    await Promise.resolve();
    fireEvent.pointerOver(screen.getByText('Filtering'));
    expect(prefetch).toHaveBeenCalledTimes(2);
  });
});

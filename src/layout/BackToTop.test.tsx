import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { BackToTop } from './BackToTop';

let report: (isIntersecting: boolean) => void = () => {};
let observed: Element | null = null;
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe(element: Element) {
    observed = element;
  }
  disconnect() {}
}

beforeEach(() => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  window.scrollTo = jest.fn();
});
afterEach(() => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('BackToTop', () => {
  it('appears once the reader is a screen down, takes them to the top and the focus to the content', async () => {
    const { unmount } = render(
      <ThemeProvider theme={createTheme()}>
        <main id="main-content" tabIndex={-1} />
        <BackToTop />
      </ThemeProvider>,
    );
    // A screen-tall marker at the top of the document is what is watched.
    expect(observed?.parentElement).toBe(document.body);
    expect((observed as HTMLElement).style.height).toBe('100vh');
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => report(false));
    // The button's code loads the first time it shows.
    await userEvent.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.getElementById('main-content')).toHaveFocus();
    act(() => report(true));
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    const marker = observed;
    unmount();
    expect(marker?.isConnected).toBe(false);
  });
});

import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import type { RegistrationContext } from './registrationPolicy';
import { ServiceWorkerProvider, startServiceWorker } from './ServiceWorkerProvider';

const mockRegister = jest.fn((_options: unknown) => Promise.resolve('registered'));
jest.mock('./registerServiceWorker', () => ({ registerServiceWorker: (options: unknown) => mockRegister(options) }));
const mockBrowserContext = jest.fn();
jest.mock('./registrationPolicy', () => ({
  ...jest.requireActual('./registrationPolicy'),
  browserRegistrationContext: () => mockBrowserContext(),
}));

const PRODUCTION: RegistrationContext = { hasServiceWorker: true, isProduction: true, hostname: 'mui.com', allowedHosts: ['mui.com'] };

beforeEach(() => mockRegister.mockClear());

describe('startServiceWorker', () => {
  it.each<[string, Partial<RegistrationContext>, boolean, boolean]>([
    ['the production host', {}, false, true],
    ['another host', { hostname: '127.0.0.1' }, false, false],
    ['another host still controlled by an old worker (to remove it)', { hostname: '127.0.0.1' }, true, true],
    ['a development build', { isProduction: false }, true, false],
    ['a browser without service workers', { hasServiceWorker: false }, false, false],
  ])('on %s loads the registration code: %p', async (_label, overrides, controlled, expected) => {
    const context = { ...PRODUCTION, ...overrides };
    const load = jest.fn(async () => ({ registerServiceWorker: mockRegister as never }));
    expect(startServiceWorker(context, controlled, load)).toBe(expected);
    expect(load).toHaveBeenCalledTimes(expected ? 1 : 0);
    if (expected) {
      await waitFor(() => expect(mockRegister).toHaveBeenCalledWith({ context }));
    }
  });

  it('swallows a registration chunk that fails to load', async () => {
    const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    expect(startServiceWorker(PRODUCTION, false, load)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockRegister).not.toHaveBeenCalled();
  });
});

describe('ServiceWorkerProvider', () => {
  it('renders its children and starts once, however often it mounts', async () => {
    mockBrowserContext.mockReturnValue(PRODUCTION);
    const { unmount } = render(
      <React.StrictMode>
        <ServiceWorkerProvider>
          <p>Page</p>
        </ServiceWorkerProvider>
      </React.StrictMode>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    unmount();
    render(
      <ServiceWorkerProvider>
        <p>Next page</p>
      </ServiceWorkerProvider>,
    );
    expect(screen.getByText('Next page')).toBeInTheDocument();
    expect(mockBrowserContext).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(mockRegister).toHaveBeenCalledTimes(1));
  });
});

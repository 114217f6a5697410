import * as React from 'react';
import { render, screen } from '@testing-library/react';

const mockRegister = jest.fn(() => Promise.resolve('skipped'));
jest.mock('./registerServiceWorker', () => ({ registerServiceWorker: () => mockRegister() }));

import { ServiceWorkerProvider } from './ServiceWorkerProvider';

describe('ServiceWorkerProvider', () => {
  it('renders its children and registers once, however often it mounts', () => {
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
    expect(mockRegister).toHaveBeenCalledTimes(1);
  });
});

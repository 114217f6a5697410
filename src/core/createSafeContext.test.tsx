import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { createSafeContext } from './createSafeContext';

describe('createSafeContext', () => {
  const [ValueProvider, useValue] = createSafeContext<{ name: string }>('ValueProvider');
  function Reader() {
    return <span>{useValue().name}</span>;
  }

  it('gives the provided value', () => {
    render(
      <ValueProvider value={{ name: 'grid' }}>
        <Reader />
      </ValueProvider>,
    );
    expect(screen.getByText('grid')).toBeInTheDocument();
  });

  it('throws an error naming the provider when used outside it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Reader />)).toThrow('wrap the component in <ValueProvider>');
  });
});

describe('createSafeContext optional hook', () => {
  const [ValueProvider, , useOptionalValue] = createSafeContext<{ name: string }>('ValueProvider');
  function Reader() {
    return <span>{useOptionalValue()?.name ?? 'none'}</span>;
  }

  it('gives undefined outside the provider instead of throwing', () => {
    render(<Reader />);
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it('gives the value inside the provider', () => {
    render(
      <ValueProvider value={{ name: 'charts' }}>
        <Reader />
      </ValueProvider>,
    );
    expect(screen.getByText('charts')).toBeInTheDocument();
  });
});

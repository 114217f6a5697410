import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { composeProviders } from './AppProviders';

describe('composeProviders', () => {
  it('nests providers in array order, the first outermost', () => {
    const order: string[] = [];
    const make = (name: string) =>
      function Provider({ children }: { children: React.ReactNode }) {
        order.push(name);
        return <div data-testid={name}>{children}</div>;
      };
    const Composed = composeProviders([make('outer'), make('inner')]);
    render(
      <Composed>
        <span>content</span>
      </Composed>,
    );
    expect(order).toEqual(['outer', 'inner']);
    expect(screen.getByTestId('outer')).toContainElement(screen.getByTestId('inner'));
    expect(screen.getByTestId('inner')).toHaveTextContent('content');
  });
});

import * as React from 'react';

export type ProviderComponent = React.ComponentType<{ children: React.ReactNode }>;

/** Nests providers in array order: the first one is the outermost. */
export function composeProviders(providers: readonly ProviderComponent[]): ProviderComponent {
  return function ComposedProviders({ children }) {
    return providers.reduceRight<React.ReactNode>(
      (inner, Provider) => <Provider>{inner}</Provider>,
      children,
    ) as React.ReactElement;
  };
}

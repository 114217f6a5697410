import * as React from 'react';
import { createSafeContext } from '../core/createSafeContext';
import { defaultAdConfig, type AdConfig } from './adConfig';

const [AdConfigProvider, useAdConfig] = createSafeContext<AdConfig>('AdProvider');
export { useAdConfig };

/** Supplies the ad configuration; `config` overrides parts of it (tests inject time and randomness). */
export function AdProvider({ config, children }: { config?: Partial<AdConfig>; children: React.ReactNode }) {
  const value = React.useMemo(() => ({ ...defaultAdConfig, ...config }), [config]);
  return <AdConfigProvider value={value}>{children}</AdConfigProvider>;
}

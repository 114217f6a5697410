import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { adSlotGlobalStyles } from './adStyles';
import { createSafeContext } from '../core/createSafeContext';
import { adShellDefaults, type AdConfig, type AdSettings } from './adConfig';

const [AdConfigProvider, useAdSettings] = createSafeContext<AdSettings>('AdProvider');
/** What the provider holds; the slot's code reads the whole configuration with `useAdConfig` (adSlotConfig.ts). */
export { useAdSettings };

/** Supplies the ad configuration; `config` overrides parts of it (tests inject time and randomness). */
export function AdProvider({ config, children }: { config?: Partial<AdConfig>; children: React.ReactNode }) {
  const value = React.useMemo(() => ({ ...adShellDefaults, ...config }), [config]);
  return (
    <AdConfigProvider value={value}>
      {/* The slot's rules, server only: `typeof window` is a constant in each bundle, so the browser's leaves them out. */}
      {typeof window === 'undefined' ? value.enabled ? <GlobalStyles styles={adSlotGlobalStyles} /> : null : null}
      {children}
    </AdConfigProvider>
  );
}

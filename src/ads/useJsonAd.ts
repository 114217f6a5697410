import * as React from 'react';
import type { AdOutcome } from './adDecision';
import type { JsonAd } from './jsonAd';
import { loadJsonAd } from './jsonAdService';
import { requestAdService } from './adServiceClient';

/** Asks the JSON ad service once `active` (the inline shape); gives the outcome and the ad when served. */
export function useJsonAd(active: boolean, url: string): { outcome: AdOutcome; ad: JsonAd | null } {
  const [state, setState] = React.useState<{ outcome: AdOutcome; ad: JsonAd | null }>({ outcome: 'pending', ad: null });
  React.useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    loadJsonAd({ request: () => requestAdService(url), cancelled: () => cancelled }).then(
      (result) => {
        if (!cancelled) setState(result.outcome === 'served' ? { outcome: 'served', ad: result.ad } : { outcome: result.outcome, ad: null });
      },
      () => {
        if (!cancelled) setState({ outcome: 'unfilled', ad: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [active, url]);
  return state;
}

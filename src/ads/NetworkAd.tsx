import * as React from 'react';
import { useAdConfig } from './adSlotConfig';
import type { AdOutcome } from './adDecision';
import { runProbe } from './probe';
import { loadNetworkScript, networkScriptSrc, observeNetworkAd } from './networkScript';
import { afterPageLoad } from '../lib/afterPageLoad';

/**
 * The network's image ad: its script is loaded into this container once the page has loaded, and
 * the probe (started with it) reports whether its element showed up. Stays mounted (hidden) while the slot shows
 * something else, so a late network ad can still take the slot until the probe ends.
 */
export function NetworkAd({ visible, onOutcome }: { visible: boolean; onOutcome: (outcome: AdOutcome) => void }) {
  const { network, schedule, probeTiming } = useAdConfig();
  const ref = React.useRef<HTMLSpanElement>(null);
  const report = React.useRef(onOutcome);
  report.current = onOutcome;

  React.useEffect(() => {
    const container = ref.current;
    const src = networkScriptSrc(network);
    if (!container || !src) {
      report.current('blocked');
      return undefined;
    }
    // After the page's load event: a slow or stalled network then delays nothing of ours.
    let unload = () => {};
    let stop = () => {};
    const cancel = afterPageLoad(() => {
      unload = loadNetworkScript(container, src, network.scriptId);
      stop = runProbe(() => observeNetworkAd(container, network), (outcome) => report.current(outcome), schedule, probeTiming);
    });
    return () => {
      cancel();
      stop();
      unload();
    };
  }, [network, schedule, probeTiming]);

  return <span className="ad-network" ref={ref} hidden={!visible} />;
}

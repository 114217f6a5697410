import * as React from 'react';
import { useAdConfig } from './adSlotConfig';
import { AdErrorBoundary } from './AdErrorBoundary';
import { NetworkAd } from './NetworkAd';
import { AdblockAppeal } from './AdblockAppeal';
import { useJsonAd } from './useJsonAd';
import { adLabel, decideAd, drawAdSession, isBot, type AdOutcome, type AdSession, type AdView } from './adDecision';
import { sendEvent } from '../analytics/sendEvent';

// Our rendering of an ad (and the sanitiser it needs) loads only when needed: a network image ad,
// the most common case, renders itself. Named page-aid-*: the service worker precaches it, so a page
// read offline (where the in-house ad is what shows) does not fail to load it.
const loadAdDisplay = () => import(/* webpackChunkName: "page-aid-ad-display" */ './AdDisplay');
const InHouseAdDisplay = React.lazy(() => loadAdDisplay().then((module) => ({ default: module.InHouseAdDisplay })));
const JsonAdDisplay = React.lazy(() => loadAdDisplay().then((module) => ({ default: module.JsonAdDisplay })));

type Visitor = { kind: 'unknown' } | { kind: 'bot' } | { kind: 'reader'; session: AdSession };

/**
 * The live ad slot (loaded by `Ad` once the page has hydrated): what fills the reserved space is
 * decided here, in the browser: nothing for bots, else the network's ad, an in-house ad or the
 * ad-blocker appeal.
 */
export function AdSlot() {
  const config = useAdConfig();
  const [visitor, setVisitor] = React.useState<Visitor>({ kind: 'unknown' });
  const [networkOutcome, setNetworkOutcome] = React.useState<AdOutcome>('pending');

  const { random, inHouseAds, ratios, thirdParty } = config;
  React.useEffect(() => {
    if (isBot(navigator.userAgent)) {
      setVisitor({ kind: 'bot' });
      return;
    }
    setVisitor({ kind: 'reader', session: drawAdSession(random, inHouseAds.length, ratios) });
  }, [random, inHouseAds, ratios]);

  // The session's draws are made once; what may load follows the reader's choices as they change.
  const session = visitor.kind === 'reader' && thirdParty !== 'unknown' ? visitor.session : null;
  const network = session && thirdParty === 'allowed';
  const json = useJsonAd(Boolean(network) && session?.shape === 'inline', config.jsonServiceUrl);
  let outcome: AdOutcome = session?.shape === 'inline' ? json.outcome : networkOutcome;
  if (thirdParty === 'refused') outcome = 'withheld';
  let view: AdView = { view: 'reserved' };
  if (visitor.kind === 'bot') view = { view: 'empty' };
  else if (session) view = decideAd(outcome, session);
  const label = session ? adLabel(view, config.placement, session.shape) : null;

  React.useEffect(() => {
    if (!label || !session?.displaySampled) return undefined;
    return config.schedule(() => sendEvent({ category: 'ad', action: 'display', label }), config.displayDelayMs);
  }, [label, session, config]);

  const inHouse = view.view === 'in-house' ? config.inHouseAds[view.index] : null;
  const clickData = label ? { 'data-ga-event-category': 'ad', 'data-ga-event-action': 'click', 'data-ga-event-label': label } : {};
  return (
    <div className="ad-slot" data-ad-view={view.view} {...clickData}>
      <AdErrorBoundary eventLabel={label}>
        {network && session?.shape === 'image' && outcome !== 'fallback' ? (
          <NetworkAd visible={view.view === 'reserved' || view.view === 'network'} onOutcome={setNetworkOutcome} />
        ) : null}
        <React.Suspense fallback={null}>
          {inHouse ? <InHouseAdDisplay ad={inHouse} /> : null}
          {view.view === 'json' && json.ad ? <JsonAdDisplay ad={json.ad} poweredBy={config.network.name} /> : null}
        </React.Suspense>
        {view.view === 'appeal' ? <AdblockAppeal /> : null}
      </AdErrorBoundary>
    </div>
  );
}

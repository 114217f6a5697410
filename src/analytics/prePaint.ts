/**
 * The consent prompt's space, decided before the first paint (pure). The prompt appears after
 * hydration, in a bar at the top of the page's column; to move nothing when it does, the document runs
 * this small inline script in its head: for a first-time visitor (what `analyticsState` calls
 * `undecided`) it marks `<html>`, and the bar's rule keeps its height from the first paint. The
 * script repeats the decision of consent.ts in plain ES5; prePaint.test.ts checks
 * that both agree on every case.
 */
import { CONSENT_CHOICES, consentSlot } from './consent';

/** The attribute of `<html>` that gives the prompt's bar its space. */
export const CONSENT_PROMPT_ATTRIBUTE = 'data-consent-prompt';

/**
 * The inline script, or '' when the build has no measurement id (analytics can never run, nothing
 * is asked). Do Not Track and Global Privacy Control are read as `refusesTracking` reads them;
 * storage that throws counts as no answer, as the storage door reads it.
 */
export function consentPrePaintScript(measurementId: string): string {
  if (measurementId.trim() === '') return '';
  return [
    '(function(){try{var n=navigator,t=n.doNotTrack,g=n.globalPrivacyControl;',
    'if(t===null||t===undefined)t=window.doNotTrack;',
    "if(typeof t==='string')t=t.trim().toLowerCase();",
    "if(t==='1'||t==='yes'||t===1||g===true||g==='1')return;",
    `if(${JSON.stringify(CONSENT_CHOICES)}.indexOf(window.localStorage.getItem(${JSON.stringify(consentSlot.key)}))>=0)return;`,
    `}catch(e){}document.documentElement.setAttribute(${JSON.stringify(CONSENT_PROMPT_ATTRIBUTE)},'');})();`,
  ].join('');
}

import * as React from 'react';
import { sanitizeInline } from './sanitize';
import type { InHouseAd } from '../../data/ads';
import type { JsonAd } from './jsonAd';
import { useTranslateWith } from '../i18n/I18nProvider';
import { adsEnglish } from './adStrings';
import { AD_IMAGE } from './adStyles';

export interface AdDisplayProps {
  /** Where the ad leads: an https URL (checked by the caller) or one of our own paths. */
  href: string;
  /** Image URL, or null for a text-only ad. */
  image: string | null;
  /** Advertiser name, rendered as text (empty for in-house ads, whose name is in the description). */
  company: string;
  /** Ad text; only inline emphasis survives the sanitiser. */
  description: string;
  poweredBy: string;
  /** Impression pixels requested once the ad shows (https URLs, checked by the caller). */
  pixels?: readonly string[];
  /** Analytics label of a click on this very ad (in-house ads); without it the slot's label counts. */
  label?: string;
}

/** One ad: image and text in a single link, "ad by …" under the text (styled by the slot). Nothing in it can run script. */
export function AdDisplay({ href, image, company, description, poweredBy, pixels = [], label }: AdDisplayProps) {
  const html = React.useMemo(() => sanitizeInline(description), [description]);
  const pixelList = pixels.join('\n');
  const t = useTranslateWith(adsEnglish);
  // Impression pixels go out once the ad is on screen (after commit), once per display.
  React.useEffect(() => {
    if (!pixelList) return;
    for (const url of pixelList.split('\n')) {
      const image = new Image(1, 1);
      // The pixel counts the ad, not the page the reader is on.
      image.referrerPolicy = 'no-referrer';
      image.src = url;
    }
  }, [pixelList]);
  const clickData = label ? { 'data-ga-event-category': 'ad', 'data-ga-event-action': 'click', 'data-ga-event-label': label } : {};
  return (
    <span className="ad-card ad-display">
      <a href={href} target="_blank" rel="noopener noreferrer sponsored" {...clickData}>
        {image ? <img src={image} alt="" width={AD_IMAGE.width} height={AD_IMAGE.height} loading="eager" /> : null}
        <span className="ad-body">
          <span className="ad-text">
            {company ? <span className="ad-company">{`${company}. `}</span> : null}
            <span dangerouslySetInnerHTML={{ __html: html }} />
          </span>
          <span className="ad-poweredby">{t('ads.adBy', { network: poweredBy })}</span>
        </span>
      </a>
    </span>
  );
}

/** One of our own ads. Its fields are read here, inside the slot's error boundary. */
export function InHouseAdDisplay({ ad }: { ad: InHouseAd }) {
  return <AdDisplay href={ad.link} image={ad.img} company="" description={ad.description} poweredBy={ad.poweredby} label={ad.label} />;
}

/** An ad from the JSON service (already validated: https URLs only). */
export function JsonAdDisplay({ ad, poweredBy }: { ad: JsonAd; poweredBy: string }) {
  return <AdDisplay href={ad.statlink} image={ad.image} company={ad.company} description={ad.description} poweredBy={poweredBy} pixels={ad.pixels} />;
}

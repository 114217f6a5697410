import { useTranslateWith } from '../i18n/I18nProvider';
import { adsEnglish } from './adStrings';

/** Shown instead of an ad to some of the readers whose blocker stopped the ad network (styled by the slot). */
export function AdblockAppeal() {
  const t = useTranslateWith(adsEnglish);
  return (
    <span className="ad-card ad-appeal">
      <strong>{t('ads.appealTitle')}</strong>
      <span className="ad-text">{t('ads.appealBody')}</span>
    </span>
  );
}

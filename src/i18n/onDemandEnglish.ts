/**
 * The English strings of parts loaded on demand, one section each: the settings drawer, the consent
 * prompt and the ad slot's contents. Each `?<section>` query makes webpack load translations.json as
 * another module, used only by that part's chunk, so the shell's copy (every page's first load) leaves
 * the section out. A part reads them with `useTranslateWith` (I18nProvider.tsx).
 */
import settings from '../../translations/translations.json?settings';
import consent from '../../translations/translations.json?consent';
import ads from '../../translations/translations.json?ads';

export const settingsEnglish = { settings: settings.settings };
export const consentEnglish = { consent: consent.consent };
export const adsEnglish = { ads: ads.ads };

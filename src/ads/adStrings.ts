/**
 * The ad slot's English strings (section `ads` of translations/translations.json), in the slot's
 * chunks only through the `?ads` query (see src/layout/settingsStrings.ts).
 */
import en from '../../translations/translations.json?ads';

export const adsEnglish = { ads: en.ads };

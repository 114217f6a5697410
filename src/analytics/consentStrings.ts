/**
 * The consent prompt's English strings (section `consent` of translations/translations.json), in the
 * prompt's chunk only through the `?consent` query (see src/layout/settingsStrings.ts).
 */
import en from '../../translations/translations.json?consent';

export const consentEnglish = { consent: en.consent };

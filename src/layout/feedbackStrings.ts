/**
 * The feedback panel's English strings (section `feedback` of translations/translations.json), loaded
 * with the panel's chunk through the `?feedback` query (see settingsStrings.ts); read with
 * `useTranslateWith`. Nearly every page has the panel, so these no longer travel in each page's data.
 */
import en from '../../translations/translations.json?feedback';

export const feedbackEnglish = { feedback: en.feedback };

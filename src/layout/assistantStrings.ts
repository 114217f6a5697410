/**
 * The page menu's English strings (section `assistant` of translations/translations.json), loaded with
 * the menu's chunk through the `?assistant` query (see settingsStrings.ts); read with `useTranslateWith`.
 */
import en from '../../translations/translations.json?assistant';

export const assistantEnglish = { assistant: en.assistant };

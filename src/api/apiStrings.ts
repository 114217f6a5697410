/**
 * The API reference's English labels (section `api` of translations/translations.json), loaded with
 * the reference's page chunk through the `?api` query (see src/layout/settingsStrings.ts), so the 209
 * API pages no longer carry them in their data; read with `useTranslateWith`.
 */
import en from '../../translations/translations.json?api';

export const apiEnglish = { api: en.api };

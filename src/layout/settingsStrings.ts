/**
 * The settings drawer's English strings (section `settings` of translations/translations.json). The
 * `?settings` query makes webpack load the file as another module, used only by the drawer's chunk:
 * the shell's copy of translations.json (every page's first load) leaves this section out. Read with
 * `useTranslateWith` (I18nProvider.tsx); one module per part, so no chunk carries another's strings.
 */
import en from '../../translations/translations.json?settings';

export const settingsEnglish = { settings: en.settings };

/**
 * The dialog's English strings (section `search` of translations/translations.json). The `?search`
 * query makes webpack load the file as a second module, used only by the dialog's chunk: the
 * shell's copy of translations.json (every page's first load) then leaves this section out.
 */
import en from '../../translations/translations.json?search';

export const searchEnglish = { search: en.search };

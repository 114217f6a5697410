/**
 * The demo editor's English strings (section `demoEdit` of translations/translations.json), loaded
 * with the editor's chunk only: the shell's copy of translations.json leaves this section out.
 */
import en from '../../../translations/translations.json?demoEdit';

export const demoEditEnglish = { demoEdit: en.demoEdit };

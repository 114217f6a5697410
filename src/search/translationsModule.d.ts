/** translations.json loaded as its own module by the search dialog (see searchStrings.ts). */
declare module '*/translations.json?search' {
  const translations: typeof import('../../translations/translations.json');
  export default translations;
}

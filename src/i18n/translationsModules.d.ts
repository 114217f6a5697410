/**
 * translations.json loaded as another module by a part loaded on demand, for its own section only
 * (src/search/searchStrings.ts, src/layout/settingsStrings.ts, src/analytics/consentStrings.ts,
 * src/ads/adStrings.ts, src/layout/assistantStrings.ts, src/demos/edit/editStrings.ts,
 * src/layout/feedbackStrings.ts, src/api/apiStrings.ts).
 */
declare module '*/translations.json?search' {
  const translations: typeof import('../../translations/translations.json');
  export default translations;
}
declare module '*/translations.json?settings' {
  const translations: typeof import('../../translations/translations.json');
  export default translations;
}
declare module '*/translations.json?consent' {
  const translations: typeof import('../../translations/translations.json');
  export default translations;
}
declare module '*/translations.json?ads' {
  const translations: typeof import('../../translations/translations.json');
  export default translations;
}
declare module '*/translations.json?assistant' {
  const translations: typeof import('../../translations/translations.json');
  export default translations;
}
declare module '*/translations.json?feedback' {
  const translations: typeof import('../../translations/translations.json');
  export default translations;
}
declare module '*/translations.json?api' {
  const translations: typeof import('../../translations/translations.json');
  export default translations;
}
declare module '*/translations.json?demoEdit' {
  const translations: typeof import('../../translations/translations.json');
  export default translations;
}

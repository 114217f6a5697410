import { COLOR_SCHEME_ATTRIBUTE, THEME_COLORS } from './theme';

/** Cascade layers, lowest priority first: utilities (Tailwind) win over MUI, MUI over the theme. */
export const LAYER_ORDER = '@layer theme, docsearch, mui, utilities;';

/** Runs right after MUI's colour-scheme script: points the browser UI colour at the scheme in use. */
export function themeColorScript(): string {
  return `(function(){var c=${JSON.stringify(THEME_COLORS)}[document.documentElement.getAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)})];if(!c)return;var m=document.querySelectorAll('meta[name="theme-color"]');for(var i=0;i<m.length;i++){m[i].removeAttribute('media');m[i].setAttribute('content',c);}})();`;
}

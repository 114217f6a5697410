/**
 * The browser UI colour (`<meta name="theme-color">`), owned here from first byte to last: the
 * document's static tags (one per OS scheme), the script that points them at the scheme in use before
 * paint, and the component that follows the reader's later choices.
 */
import * as React from 'react';
import { useColorScheme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE, THEME_COLORS } from './theme';

/** The tags the document starts with: the OS preference decides until the scripts know better. */
export function ThemeColorMetaTags() {
  return (
    <React.Fragment>
      <meta name="theme-color" content={THEME_COLORS.light} media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content={THEME_COLORS.dark} media="(prefers-color-scheme: dark)" />
    </React.Fragment>
  );
}

const applyScript = (colors: Record<string, string>, attribute: string) =>
  `(function(){var c=${JSON.stringify(colors)}[document.documentElement.getAttribute(${JSON.stringify(attribute)})];if(!c)return;var m=document.querySelectorAll('meta[name="theme-color"]');for(var i=0;i<m.length;i++){m[i].removeAttribute('media');m[i].setAttribute('content',c);}})();`;

/** Runs right after MUI's colour-scheme script: points the browser UI colour at the scheme in use. */
export function themeColorScript(): string {
  return applyScript(THEME_COLORS, COLOR_SCHEME_ATTRIBUTE);
}

/** Keeps the tags on the colour of the scheme in use when the reader changes it. */
export function ThemeColorMeta() {
  const { colorScheme } = useColorScheme();
  React.useEffect(() => {
    if (colorScheme !== 'light' && colorScheme !== 'dark') return;
    document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((meta) => {
      meta.removeAttribute('media');
      meta.setAttribute('content', THEME_COLORS[colorScheme]);
    });
  }, [colorScheme]);
  return null;
}

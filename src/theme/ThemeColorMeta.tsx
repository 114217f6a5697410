import * as React from 'react';
import { useColorScheme } from '@mui/material/styles';
import { THEME_COLORS } from './theme';

/** Keeps `<meta name="theme-color">` on the colour of the scheme in use (the document sets it before paint). */
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

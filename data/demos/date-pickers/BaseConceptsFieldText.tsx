import * as React from 'react';
import dayjs from 'dayjs';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

// preview-start
// The helper a test can use before comparing the text of a field.
const cleanText = (text: string) => text.replace(/[\u200e\u2066\u2067\u2068\u2069]/g, '');
// preview-end

// A right-to-left corner of the page: mirrored styles and an RTL theme.
const rtlCache = createCache({ key: 'field-text-rtl', stylisPlugins: [prefixer, rtlPlugin] });
const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

// Shows invisible characters as \u escapes.
const visible = (text: string) =>
  text.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

export default function BaseConceptsFieldText() {
  const rtlRef = React.useRef<HTMLInputElement>(null);
  const zerosRef = React.useRef<HTMLInputElement>(null);
  const [texts, setTexts] = React.useState<string[]>([]);

  React.useEffect(() => {
    setTexts([rtlRef.current?.value ?? '', zerosRef.current?.value ?? '']);
  }, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <CacheProvider value={rtlCache}>
          <ThemeProvider theme={rtlTheme}>
            <Box dir="rtl">
              <DateField
                label="Right-to-left"
                defaultValue={dayjs('2026-04-07')}
                enableAccessibleFieldDOMStructure={false}
                inputRef={rtlRef}
              />
            </Box>
          </ThemeProvider>
        </CacheProvider>
        <DateField
          label="D/M/YYYY, respecting zeros"
          defaultValue={dayjs('2026-04-07')}
          format="D/M/YYYY"
          shouldRespectLeadingZeros
          enableAccessibleFieldDOMStructure={false}
          inputRef={zerosRef}
        />
        {/* preview-end */}
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1.5, mb: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}
      >
        {texts.map((text) => `input.value ${visible(text)}  cleanText → ${cleanText(text)}`).join('\n')}
      </Typography>
    </LocalizationProvider>
  );
}

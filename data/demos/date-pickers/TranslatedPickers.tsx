import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { deDE, enUS, frFR, jaJP } from '@mui/x-date-pickers/locales';

// preview-start
const locales = {
  en: { adapterLocale: 'en', texts: enUS, label: 'Appointment' },
  de: { adapterLocale: 'de', texts: deDE, label: 'Termin' },
  fr: { adapterLocale: 'fr', texts: frFR, label: 'Rendez-vous' },
  ja: { adapterLocale: 'ja', texts: jaJP, label: '予約' },
};
// preview-end

type LocaleKey = keyof typeof locales;

export default function TranslatedPickers() {
  const [key, setKey] = React.useState<LocaleKey>('de');
  const locale = locales[key];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={key}
        onChange={(_event, next: LocaleKey | null) => next && setKey(next)}
        aria-label="Language"
      >
        {Object.keys(locales).map((code) => (
          <ToggleButton key={code} value={code}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={locale.adapterLocale}
        localeText={locale.texts.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <DatePicker label={locale.label} defaultValue={dayjs('2026-04-17')} />
          <TimePicker label={locale.label} defaultValue={dayjs('2026-04-17T15:30')} />
          <DatePicker label="localeText on one picker" localeText={{ cancelButtonLabel: 'Back', okButtonLabel: 'Done' }} />
        </Box>
      </LocalizationProvider>
    </Box>
  );
}

import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const day = dayjs('2026-04-17');

export default function BaseConceptsResponsive() {
  // The query DatePicker uses by default (its desktopModeMediaQuery prop).
  const finePointer = useMediaQuery('@media (pointer: fine)', { defaultMatches: true });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DesktopDatePicker label="Desktop: popover" defaultValue={day} sx={{ width: 190 }} />
        <MobileDatePicker label="Mobile: dialog" defaultValue={day} sx={{ width: 190 }} />
        <DatePicker label="Responsive" defaultValue={day} sx={{ width: 190 }} />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Your device {finePointer ? 'matches' : 'does not match'} <code>@media (pointer: fine)</code>: the
        responsive picker renders its {finePointer ? 'desktop' : 'mobile'} variant here.
      </Typography>
    </LocalizationProvider>
  );
}

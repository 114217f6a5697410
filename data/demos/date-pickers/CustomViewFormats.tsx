import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function CustomViewFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={{ monthShort: 'MMMM' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateCalendar
          defaultValue={dayjs('2026-04-17')}
          dayOfWeekFormatter={(day: Dayjs) => day.format('dd')}
          displayWeekNumber
          views={['month', 'day']}
          slotProps={{ calendarHeader: { format: 'MMMM · YYYY' } }}
          // Week numbers in the secondary text colour: the default (disabled) colour is too faint to read.
          sx={{ m: 0, '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' } }}
        />
        <LocalizationProvider
          localeText={{
            fieldDayPlaceholder: () => 'dd',
            fieldMonthPlaceholder: () => 'mm',
            fieldYearPlaceholder: () => 'yyyy',
          }}
        >
          <DateField label="Custom placeholder" format="DD/MM/YYYY" />
        </LocalizationProvider>
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}

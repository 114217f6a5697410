import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ComponentsArrowProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateCalendar
        defaultValue={dayjs('2026-04-17')}
        minDate={dayjs('2026-04-01')}
        maxDate={dayjs('2026-09-30')}
        sx={{ m: 0 }}
        slotProps={{
          previousIconButton: { size: 'small', color: 'primary', sx: { border: 1, mr: 1 } },
          nextIconButton: { size: 'small', color: 'primary', sx: { border: 1 } },
          leftArrowIcon: { fontSize: 'small' },
          rightArrowIcon: { fontSize: 'small' },
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

/** Years in which a fictional jazz festival took place: the others cannot be chosen. */
const festivalYears = [2016, 2017, 2019, 2022, 2023, 2024, 2025];
const noFestival = (year: Dayjs) => !festivalYears.includes(year.year());

export default function ComponentsYearButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <YearCalendar
        defaultValue={dayjs('2024-01-01')}
        minDate={dayjs('2015-01-01')}
        maxDate={dayjs('2026-12-31')}
        shouldDisableYear={noFestival}
        slotProps={{
          yearButton: (ownerState) => ({
            sx: ownerState.isYearDisabled
              ? { textDecoration: 'line-through' }
              : { fontWeight: ownerState.isYearSelected ? 700 : 500 },
          }),
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}

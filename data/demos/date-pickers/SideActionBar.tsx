import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

export default function SideActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <StaticDatePicker
        defaultValue={dayjs('2026-04-17')}
        slotProps={{
          toolbar: { hidden: true },
          layout: {
            sx: {
              [`.${pickersLayoutClasses.actionBar}`]: {
                gridColumn: 4,
                gridRow: 2,
                flexDirection: 'column',
                alignItems: 'stretch',
                justifyContent: 'center',
                gap: 1,
              },
            },
          },
          actionBar: { actions: ['today', 'clear', 'accept'] },
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}

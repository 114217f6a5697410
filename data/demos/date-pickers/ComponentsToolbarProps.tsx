import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { referenceDay } from './data/calendar';

export default function ComponentsToolbarProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={null}
        referenceDate={referenceDay}
        localeText={{ toolbarTitle: 'Delivery day' }}
        slotProps={{
          toolbar: { toolbarFormat: 'ddd D MMM', toolbarPlaceholder: 'Not set' },
          actionBar: { actions: ['clear'] },
        }}
      />
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  MultiInputDateRangeField,
  type MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const separatorStyle = { color: 'primary.main', fontWeight: 600, px: 1 };

// preview-start
// Inside a picker, a small wrapper sets the separator slot of the field it renders.
function UntilRangeField(props: MultiInputDateRangeFieldProps<true>) {
  return (
    <MultiInputDateRangeField
      {...props}
      dateSeparator="until"
      slotProps={{ ...props.slotProps, separator: { sx: separatorStyle } }}
    />
  );
}
// preview-end

export default function CustomFieldSeparatorSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 520 }}>
        {/* preview-start */}
        {/* Standalone field: the separator is a slot of the field itself. */}
        <MultiInputDateRangeField
          defaultValue={[dayjs('2026-09-01'), dayjs('2026-12-18')]}
          dateSeparator="until"
          slotProps={{
            separator: { sx: separatorStyle },
            textField: ({ position }) => ({
              label: position === 'start' ? 'Autumn term starts' : 'Autumn term ends',
            }),
          }}
        />
        {/* preview-end */}
        <DateRangePicker
          defaultValue={[dayjs('2027-01-11'), dayjs('2027-04-02')]}
          localeText={{ start: 'Spring term starts', end: 'Spring term ends' }}
          slots={{ field: UntilRangeField }}
        />
      </Box>
    </LocalizationProvider>
  );
}

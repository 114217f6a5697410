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
import {
  SingleInputDateRangeField,
  type SingleInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

// preview-start
// Two compact inputs, closer together than the default field.
function CompactRangeField(props: MultiInputDateRangeFieldProps<true>) {
  return <MultiInputDateRangeField {...props} spacing={1} slotProps={{ textField: { size: 'small' } }} />;
}

// A wrapper of the single-input field must say so: without `fieldType`,
// range pickers treat a custom field as a multi-input one.
function SmallRangeField(props: SingleInputDateRangeFieldProps<true>) {
  return <SingleInputDateRangeField {...props} size="small" />;
}
SmallRangeField.fieldType = 'single-input' as const;
// preview-end

export default function CustomFieldMultiInputWrapped() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 440 }}>
        <DateRangePicker
          slots={{ field: CompactRangeField }}
          localeText={{ start: 'Sprint start', end: 'Sprint end' }}
          defaultValue={[dayjs('2026-04-20'), dayjs('2026-05-01')]}
        />
        <DateRangePicker
          label="Code freeze"
          slots={{ field: SmallRangeField }}
          defaultValue={[dayjs('2026-04-29'), dayjs('2026-05-01')]}
        />
      </Box>
    </LocalizationProvider>
  );
}

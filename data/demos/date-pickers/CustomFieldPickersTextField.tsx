import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersTextField, type PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// preview-start
// The house style of a back-office form: filled, small, with a hint unless an error message replaces it.
function BackOfficeTextField(props: PickersTextFieldProps) {
  return (
    <PickersTextField
      {...props}
      variant="filled"
      size="small"
      helperText={props.helperText ?? 'Required'}
      sx={[{ width: 180 }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
    />
  );
}
// preview-end

export default function CustomFieldPickersTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateField
          label="Invoice date"
          defaultValue={dayjs('2026-04-17')}
          slots={{ textField: BackOfficeTextField }}
        />
        <DatePicker
          label="Due date"
          defaultValue={dayjs('2026-05-17')}
          slots={{ textField: BackOfficeTextField }}
        />
        <TimePicker
          label="Cut-off"
          defaultValue={dayjs('2026-05-17T17:00')}
          slots={{ textField: BackOfficeTextField }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}

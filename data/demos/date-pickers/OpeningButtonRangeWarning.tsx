import * as React from 'react';
import dayjs from 'dayjs';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const warning = (
  <InputAdornment position="end">
    <Tooltip title="The office is closed from 1 August">
      <WarningAmberIcon color="warning" />
    </Tooltip>
  </InputAdornment>
);

export default function OpeningButtonRangeWarning() {
  const [errors, setErrors] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateRangePicker
        defaultValue={[dayjs('2026-07-20'), dayjs('2026-08-07')]}
        maxDate={dayjs('2026-07-31')}
        onError={setErrors}
        slots={{ field: MultiInputDateRangeField }}
        slotProps={{
          // Each input of a multi-input field is a text field of its own, without an opening button.
          // Its owner state says which end it edits (the picker's type does not declare `position`).
          textField: (ownerState) => {
            const { position } = ownerState as { position?: 'start' | 'end' };
            return { InputProps: { endAdornment: errors[position === 'end' ? 1 : 0] ? warning : null } };
          },
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function CustomFieldPositionProps() {
  const [lease, setLease] = React.useState<DateRange<Dayjs>>([dayjs('2026-05-01'), null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <MultiInputDateRangeField
        value={lease}
        onChange={setLease}
        slotProps={{
          textField: ({ position }) =>
            position === 'start'
              ? { label: 'Move-in', color: 'success', helperText: 'Keys handed over at noon' }
              : { label: 'Move-out', color: 'warning', helperText: 'Leave empty for an open-ended lease' },
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}

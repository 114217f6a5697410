import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

export default function WarningWhenInvalid() {
  const [error, setError] = React.useState<DateValidationError>('maxDate');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DatePicker
          label="Invoice due"
          defaultValue={dayjs('2026-07-15')}
          maxDate={dayjs('2026-06-30')}
          onError={setError}
          slotProps={{
            textField: {
              InputProps: {
                startAdornment: error ? (
                  <InputAdornment position="start">
                    <Tooltip title="Due dates must be in the second quarter">
                      <WarningAmberIcon color="warning" />
                    </Tooltip>
                  </InputAdornment>
                ) : null,
              },
            },
          }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}

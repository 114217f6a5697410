import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const format = (value: Dayjs | null) =>
  value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';

export default function LifecycleLog() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((lines) => [line, ...lines].slice(0, 5));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DatePicker
          label="Deadline"
          value={value}
          views={['year', 'month', 'day']}
          onChange={(newValue, context) => {
            setValue(newValue);
            add(`onChange ${format(newValue)} (error: ${context.validationError ?? 'none'})`);
          }}
          onAccept={(newValue) => add(`onAccept ${format(newValue)}`)}
          onOpen={() => add('onOpen')}
          onClose={() => add('onClose')}
        />
        {/* preview-end */}
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Box
            component="ol"
            reversed
            sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13, minHeight: 100 }}
          >
            {log.map((line, index) => (
              <li key={log.length - index}>{line}</li>
            ))}
          </Box>
          <Button size="small" onClick={() => setLog([])} disabled={log.length === 0}>
            Clear the log
          </Button>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Open the picker and choose a year, a month and a day, or type in the field.
      </Typography>
    </LocalizationProvider>
  );
}

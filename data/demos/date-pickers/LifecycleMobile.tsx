import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const format = (value: Dayjs | null) => (value?.isValid() ? value.format('YYYY-MM-DD') : String(value));

export default function LifecycleMobile() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((lines) => [line, ...lines].slice(0, 5));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <MobileDatePicker
          label="Haircut"
          value={value}
          onChange={(newValue) => {
            setValue(newValue);
            add(`onChange ${format(newValue)}`);
          }}
          onAccept={(newValue) => add(`onAccept ${format(newValue)}`)}
          onClose={() => add('onClose')}
        />
        {/* preview-end */}
        <Box sx={{ flex: '1 1 220px' }}>
          <Box
            component="ol"
            reversed
            sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13, height: 100 }}
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
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const day = dayjs('2026-04-17');

export default function TimePickerFormProps() {
  const [sent, setSent] = React.useState('Nothing sent yet');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entries = [...new FormData(event.currentTarget).entries()];
    setSent(entries.map(([name, value]) => `${name}=${String(value)}`).join(', '));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" onSubmit={handleSubmit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* preview-start */}
        <TimePicker label="Check-out (fixed)" name="checkout" defaultValue={day.hour(11)} readOnly />
        <TimePicker label="Late check-out" name="late" defaultValue={day.hour(14)} disabled />
        <TimePicker label="Arrival" name="arrival" defaultValue={day.hour(15).minute(30)} />
        {/* preview-end */}
        <Button type="submit" variant="outlined">Send</Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Form data: <code>{sent}</code>
      </Typography>
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const firstBookableDay = dayjs('2026-04-17');

export default function FirstDatePicker() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(null);
  const [sent, setSent] = React.useState<string | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(checkIn?.isValid() ? checkIn.format('YYYY-MM-DD') : null);
        }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
          {/* preview-start */}
          <DatePicker
            label="Check-in"
            value={checkIn}
            onChange={setCheckIn}
            minDate={firstBookableDay}
            referenceDate={firstBookableDay}
            slotProps={{ textField: { required: true, name: 'checkIn' } }}
          />
          {/* preview-end */}
          <Button type="submit" variant="contained">
            Book
          </Button>
        </Stack>
      </form>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {sent ? `Sent to the server: "${sent}"` : 'Submit the form to see what is sent.'}
      </Typography>
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

/** Rainy days per month in a fictional coastal town, keyed by the month's full name. */
const rainyDays: Record<string, number> = {
  January: 17, February: 14, March: 13, April: 11, May: 9, June: 6,
  July: 4, August: 5, September: 8, October: 13, November: 16, December: 18,
};

type MonthButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  ownerState?: unknown;
  ref?: React.Ref<HTMLButtonElement>;
};

// preview-start
function RainMonthButton(props: MonthButtonProps) {
  // The calendar passes its owner state to custom slots: keep it off the DOM element.
  const { ownerState, children, ...other } = props;
  const selected = props['aria-checked'] === true;
  const days = rainyDays[props['aria-label'] ?? ''];

  return (
    <ButtonBase
      {...other}
      sx={{
        flexDirection: 'column', width: 72, py: 0.5, borderRadius: 2,
        bgcolor: selected ? 'primary.main' : 'transparent',
        color: selected ? 'primary.contrastText' : 'text.primary',
      }}
    >
      <Typography variant="subtitle2" component="span">{children}</Typography>
      <Typography variant="caption" component="span" sx={{ opacity: 0.8 }}>
        {days} rainy days
      </Typography>
    </ButtonBase>
  );
}
// preview-end

export default function ComponentsMonthButton() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-07-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MonthCalendar value={value} onChange={setValue} slots={{ monthButton: RainMonthButton }} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Trip in {value?.format('MMMM') ?? 'an unknown month'}
      </Typography>
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

// preview-start
function ButtonField(props: DatePickerFieldProps) {
  // Keep the props meant for the DOM, drop the field's internal ones (format, validation…).
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const text = picker.value?.isValid() ? picker.value.format('ddd D MMM YYYY') : 'Pick a date';

  return (
    <Button
      {...forwardedProps}
      ref={ref}
      variant="outlined"
      startIcon={<CalendarMonthIcon />}
      className={picker.rootClassName}
      sx={picker.rootSx}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {picker.label ? `${picker.label}: ${text}` : text}
    </Button>
  );
}
// preview-end

export default function ButtonFieldPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-24'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Delivery" value={value} onChange={setValue} slots={{ field: ButtonField }} />
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        The courier comes {value ? `on ${value.format('dddd')}` : 'when you pick a day'}.
      </Typography>
    </LocalizationProvider>
  );
}

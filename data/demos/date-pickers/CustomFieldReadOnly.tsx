import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { isFullyBooked } from './data/calendar';

function ReadOnlyDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const placeholder = useParsedFormat();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });

  // preview-start
  return (
    <TextField
      {...forwardedProps}
      ref={picker.rootRef}
      className={picker.rootClassName}
      sx={picker.rootSx}
      label={picker.label}
      name={picker.name}
      value={picker.value?.isValid() ? picker.value.format(picker.fieldFormat) : ''}
      placeholder={placeholder}
      error={hasValidationError}
      focused={picker.open || undefined}
      onClick={() => picker.setOpen((open) => !open)}
      slotProps={{
        input: {
          ref: picker.triggerRef,
          readOnly: true,
          endAdornment: <CalendarIcon color="action" />,
          sx: { cursor: 'pointer', '& input': { cursor: 'pointer' } },
        },
      }}
    />
  );
  // preview-end
}

export default function CustomFieldReadOnly() {
  const [arrival, setArrival] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DatePicker
        label="Arrival"
        value={arrival}
        onChange={setArrival}
        referenceDate={dayjs('2026-04-01')}
        shouldDisableDate={isFullyBooked}
        slots={{ field: ReadOnlyDateField }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Click the field: fully booked days are greyed out in the calendar.
      </Typography>
    </LocalizationProvider>
  );
}

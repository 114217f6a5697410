import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import TextField from '@mui/material/TextField';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

dayjs.extend(customParseFormat);

const FORMAT = 'DD/MM/YYYY';

// "17042026" -> "17/04/2026": digits only, slashes added as the reader types.
// preview-start
function applyMask(text: string) {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}
// preview-end

const toText = (value: Dayjs | null) => (value?.isValid() ? value.format(FORMAT) : '');

function MaskedDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const [text, setText] = React.useState(() => toText(picker.value));
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });

  // A value chosen in the calendar replaces the text.
  const [shownValue, setShownValue] = React.useState(picker.value);
  if (shownValue !== picker.value) {
    setShownValue(picker.value);
    if (picker.value?.isValid()) {
      setText(toText(picker.value));
    }
  }

  // preview-start
  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const masked = applyMask(event.target.value);
    setText(masked);
    // Like the built-in field: publish (onChange and onAccept) without closing the picker.
    if (masked === '') {
      picker.setValue(null, { shouldClose: false });
    } else if (masked.length === FORMAT.length) {
      // Strict parsing: 31/02/2026 gives an invalid date, which the picker reports as an error.
      picker.setValue(dayjs(masked, FORMAT, true), { shouldClose: false });
    }
  };
  // preview-end

  return (
    <TextField
      {...forwardedProps}
      ref={picker.rootRef}
      className={picker.rootClassName}
      sx={picker.rootSx}
      label={picker.label}
      name={picker.name}
      value={text}
      onChange={handleChange}
      placeholder="dd/mm/yyyy"
      error={hasValidationError}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: {
          ref: picker.triggerRef,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label="Choose a date"
                edge="end"
                onClick={() => picker.setOpen((open) => !open)}
              >
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function CustomFieldMaskedInput() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DatePicker
        label="Date of birth"
        value={value}
        onChange={setValue}
        disableFuture
        openTo="year"
        slots={{ field: MaskedDateField }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Value: {value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date'}
      </Typography>
    </LocalizationProvider>
  );
}

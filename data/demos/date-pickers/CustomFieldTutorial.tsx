import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

dayjs.extend(customParseFormat);

function FreeTextDateField(props: DatePickerFieldProps) {
  // preview-start
  // 1. Keep the props the DOM accepts; the internal ones feed validation.
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  // 2. Value, format, label, refs and open state come from the picker.
  const picker = usePickerContext<Dayjs | null>();
  // 3. A localized placeholder built from the picker's format.
  const placeholder = useParsedFormat();
  // 4. The picker's own rules, applied to the current value.
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });
  // preview-end

  // The text is the field's own state: it may be half-typed while the value is not.
  const [text, setText] = React.useState(() =>
    picker.value?.isValid() ? picker.value.format(picker.fieldFormat) : '',
  );
  const [lastValue, setLastValue] = React.useState(picker.value);
  if (lastValue !== picker.value) {
    setLastValue(picker.value);
    if (picker.value === null || picker.value.isValid()) {
      setText(picker.value ? picker.value.format(picker.fieldFormat) : '');
    }
  }

  return (
    <TextField
      {...forwardedProps}
      ref={picker.rootRef}
      className={picker.rootClassName}
      sx={picker.rootSx}
      label={picker.label}
      name={picker.name}
      placeholder={placeholder}
      value={text}
      error={hasValidationError}
      focused={picker.open || undefined}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = event.target.value === '' ? null : dayjs(event.target.value, picker.fieldFormat, true);
        picker.setValue(parsed, { shouldClose: false });
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' && event.altKey) {
          picker.setOpen(true);
        }
      }}
      slotProps={{ input: { ref: picker.triggerRef } }}
    />
  );
}

export default function CustomFieldTutorial() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DatePicker
        label="Publication date"
        name="publishedOn"
        value={value}
        onChange={setValue}
        format="YYYY-MM-DD"
        minDate={dayjs('2026-01-01')}
        slots={{ field: FreeTextDateField }}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Type freely (Alt + ↓ opens the calendar). Value:{' '}
        {value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date'}
      </Typography>
    </LocalizationProvider>
  );
}

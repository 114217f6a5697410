import * as React from 'react';
import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker, type TimePickerFieldProps } from '@mui/x-date-pickers/TimePicker';
import { unstable_useTimeField as useTimeField } from '@mui/x-date-pickers/TimeField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { ClockIcon } from '@mui/x-date-pickers/icons';

const Label = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: 4,
  fontSize: 13,
  color: theme.palette.text.secondary,
}));

const Row = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 6,
  '&:focus-within': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -1 },
  '& input': {
    width: 90,
    padding: '8px 10px',
    border: 0,
    outline: 0,
    background: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    fontSize: 16,
  },
  '& button': {
    display: 'inline-flex',
    padding: 6,
    border: 0,
    background: 'transparent',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
  },
}));

// With enableAccessibleFieldDOMStructure={false}, the hook returns the props of a single <input>.
function PlainTimeField(props: TimePickerFieldProps) {
  const {
    inputRef,
    value,
    onChange,
    placeholder,
    inputMode,
    onFocus,
    onBlur,
    onClick,
    onKeyDown,
    onPaste,
    openPickerAriaLabel,
    error,
    // Not for the DOM.
    enableAccessibleFieldDOMStructure,
    clearable,
    onClear,
    focused,
    disabled,
    readOnly,
    autoFocus,
    ...other
  } = useTimeField<false, typeof props>(props);
  // preview-start
  const picker = usePickerContext();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Label>
      {picker.label}
      <Row {...other} ref={ref}>
        <input
          ref={inputRef}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          inputMode={inputMode}
          onFocus={onFocus}
          onBlur={onBlur}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          aria-invalid={error}
          name={picker.name}
        />
        {/* preview-end */}
        <button
          type="button"
          aria-label={openPickerAriaLabel}
          onClick={() => picker.setOpen((open) => !open)}
        >
          <ClockIcon fontSize="small" />
        </button>
      </Row>
    </Label>
  );
}

export default function CustomFieldPlainInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <TimePicker
        label="Alarm"
        defaultValue={dayjs('2026-04-17T06:45')}
        ampm={false}
        enableAccessibleFieldDOMStructure={false}
        slots={{ field: PlainTimeField }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}

import * as React from 'react';
import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { Unstable_PickersSectionList as PickersSectionList } from '@mui/x-date-pickers/PickersSectionList';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { DateRangeIcon } from '@mui/x-date-pickers/icons';
import { DateRangePicker, type DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import { unstable_useSingleInputDateRangeField as useSingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

const Box = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '6px 6px 6px 12px',
  borderBottom: `2px solid ${theme.palette.text.primary}`,
  background: theme.palette.action.hover,
  fontSize: 15,
  '&[data-focused="true"]': { borderBottomColor: theme.palette.primary.main },
  '&[data-error="true"]': { borderBottomColor: theme.palette.error.main },
}));

const OpenButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  padding: 4,
  border: 0,
  background: 'transparent',
  color: theme.palette.text.secondary,
  cursor: 'pointer',
}));

function UnderlinedRangeField(props: DateRangePickerFieldProps) {
  const {
    elements,
    sectionListRef,
    contentEditable,
    onFocus,
    onBlur,
    tabIndex,
    onInput,
    onPaste,
    onKeyDown,
    openPickerAriaLabel,
    focused,
    error,
    enableAccessibleFieldDOMStructure,
    areAllSectionsEmpty,
    clearable,
    onClear,
    onChange,
    value,
    disabled,
    readOnly,
    ...other
  } = useSingleInputDateRangeField<true, typeof props>(props);
  // preview-start
  const picker = usePickerContext();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Box {...other} ref={ref} data-focused={focused} data-error={error}>
      <PickersSectionList
        elements={elements}
        sectionListRef={sectionListRef}
        contentEditable={contentEditable}
        onFocus={onFocus}
        onBlur={onBlur}
        tabIndex={tabIndex}
        onInput={onInput}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
      />
      {/* preview-end */}
      <OpenButton
        type="button"
        aria-label={openPickerAriaLabel}
        onClick={() => picker.setOpen((open) => !open)}
      >
        <DateRangeIcon fontSize="small" />
      </OpenButton>
    </Box>
  );
}
// preview-start
// A single-input field: the picker moves the focus into the calendar when it opens.
UnderlinedRangeField.fieldType = 'single-input' as const;
// preview-end

export default function CustomFieldOwnRangeInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateRangePicker
        defaultValue={[dayjs('2026-08-03'), dayjs('2026-08-14')]}
        slots={{ field: UnderlinedRangeField }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}

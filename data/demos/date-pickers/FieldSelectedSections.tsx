import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { FieldSectionType, FieldSelectedSections } from '@mui/x-date-pickers/models';

const sections: { type: FieldSectionType; label: string }[] = [
  { type: 'day', label: 'Day' },
  { type: 'month', label: 'Month' },
  { type: 'year', label: 'Year' },
];

export default function FieldSelectedSections() {
  const [selectedSections, setSelectedSections] = React.useState<FieldSelectedSections>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" spacing={1}>
          {sections.map((section) => (
            <Button
              key={section.type}
              size="small"
              variant="outlined"
              onClick={() => {
                // Keep the focus in the field so the selection is visible.
                inputRef.current?.focus();
                setSelectedSections(section.type);
              }}
            >
              {section.label}
            </Button>
          ))}
        </Stack>
        {/* preview-start */}
        <DateField
          label="Invoice date"
          defaultValue={dayjs('2026-03-05')}
          format="D MMMM YYYY"
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
          inputRef={inputRef}
          clearable
          sx={{ maxWidth: 300 }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
];

const sizes = {
  'card': { width: 380, height: 260 },
  'panel': { width: 560, height: 320 },
  'full width': { width: '100%', height: 320 },
} as const;

type Size = keyof typeof sizes;

export default function LayoutFixedSize() {
  const [size, setSize] = React.useState<Size>('panel');

  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={size}
        onChange={(_event, value: Size | null) => value && setSize(value)}
        aria-label="Size of the grid's parent"
        sx={{ mb: 1 }}
      >
        {(Object.keys(sizes) as Size[]).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* preview-start */}
      {/* The parent has both dimensions; the grid fills it and scrolls inside it. */}
      <Box sx={{ width: sizes[size].width, height: sizes[size].height, maxWidth: '100%' }}>
        <DataGrid rows={employees} columns={columns} density="compact" />
      </Box>
      {/* preview-end */}
    </Box>
  );
}

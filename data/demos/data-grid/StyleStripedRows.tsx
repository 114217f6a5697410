import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { alpha } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130 },
];

type Basis = 'position' | 'id';

// preview-start
// The position on the current page, after sorting and filtering: stripes stay regular.
const byPosition = ({ indexRelativeToCurrentPage }: GridRowClassNameParams<Employee>) =>
  indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd';
// preview-end

// A property of the row: the stripes break as soon as the rows are sorted.
const byId = ({ id }: GridRowClassNameParams<Employee>) => (Number(id) % 2 === 0 ? 'odd' : 'even');

export default function StyleStripedRows() {
  const [basis, setBasis] = React.useState<Basis>('position');

  return (
    <Box
      sx={(theme) => ({
        height: 440,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        [`& .${gridClasses.row}.odd`]: {
          backgroundColor: alpha(theme.palette.primary.main, 0.06),
          '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.12) },
        },
      })}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={basis}
        onChange={(_event, value: Basis | null) => value && setBasis(value)}
        aria-label="What the stripes follow"
      >
        <ToggleButton value="position">indexRelativeToCurrentPage</ToggleButton>
        <ToggleButton value="id">row id</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          rows={employees}
          columns={columns}
          getRowClassName={basis === 'position' ? byPosition : byId}
          density="compact"
          initialState={{ sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

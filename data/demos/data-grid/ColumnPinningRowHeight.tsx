import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { DataGridPro, GridActionsCellItem, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from './data/employees';

type NotedEmployee = Employee & { detailed: boolean };

const longNote = (row: Employee) =>
  `${row.name} joined in ${row.startDate.getUTCFullYear()} as ${row.role.toLowerCase()} in ${row.office}. ` +
  `Last review: ${row.rating} out of 5. ${row.manager ? `Reports to ${row.manager}.` : 'Heads the department.'}`;

export default function ColumnPinningRowHeight() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<NotedEmployee[]>(() =>
    employees.map((employee) => ({ ...employee, detailed: employee.id % 3 === 1 })),
  );

  // preview-start
  // The content changed after the rows were measured: measure them again.
  React.useEffect(() => {
    apiRef.current?.resetRowHeights();
  }, [apiRef, rows]);
  // preview-end

  const columns = React.useMemo<GridColDef<NotedEmployee>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 170 },
      {
        field: 'note',
        headerName: 'Note',
        width: 420,
        valueGetter: (_value, row) => (row.detailed ? longNote(row) : row.role),
      },
      { field: 'office', headerName: 'Office', width: 130 },
      { field: 'country', headerName: 'Country', width: 150 },
      { field: 'email', headerName: 'Email', width: 260 },
      {
        field: 'actions',
        type: 'actions',
        width: 70,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="toggle"
            icon={<UnfoldMoreIcon />}
            label={row.detailed ? 'Short note' : 'Long note'}
            onClick={() =>
              setRows((current) => current.map((item) => (item.id === row.id ? { ...item, detailed: !item.detailed } : item)))
            }
          />,
        ],
      },
    ],
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setRows((current) => current.map((item) => ({ ...item, detailed: true })))}>
          Long notes for all
        </Button>
        <Button size="small" onClick={() => setRows((current) => current.map((item) => ({ ...item, detailed: false })))}>
          Short notes for all
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          initialState={{ pinnedColumns: { left: ['name'], right: ['actions'] } }}
          hideFooter
          sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

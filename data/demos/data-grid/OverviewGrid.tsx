import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { contracts, departments, employees, type Employee } from './data/employees';

const salary = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function initials(name: string) {
  const parts = name.split(' ');
  return `${parts[0][0]}${parts[parts.length - 1][0]}`;
}

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Employee',
    minWidth: 240,
    flex: 1,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
        <Avatar sx={{ width: 32, height: 32, fontSize: 13 }}>{initials(row.name)}</Avatar>
        <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
          <Typography variant="body2" noWrap>
            {row.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {row.email}
          </Typography>
        </Box>
      </Stack>
    ),
  },
  { field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: departments, width: 130 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'office', headerName: 'Office', width: 130, valueFormatter: (value, row) => `${value}, ${row.country}` },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => salary.format(value),
  },
  {
    field: 'contract',
    headerName: 'Contract',
    type: 'singleSelect',
    valueOptions: contracts,
    width: 130,
    renderCell: ({ value }) => (
      <Chip
        size="small"
        variant="outlined"
        label={value}
        color={value === 'Full-time' ? 'success' : value === 'Part-time' ? 'info' : 'warning'}
      />
    ),
  },
  {
    field: 'rating',
    headerName: 'Last review',
    type: 'number',
    width: 140,
    renderCell: ({ value }) => (
      <Rating value={value} readOnly size="small" sx={{ verticalAlign: 'middle' }} />
    ),
  },
];

export default function OverviewGrid() {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={employees}
        columns={columns}
        rowHeight={56}
        checkboxSelection
        disableRowSelectionOnClick
        showToolbar
        initialState={{
          sorting: { sortModel: [{ field: 'startDate', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
        pageSizeOptions={[10, 25, 50]}
      />
      {/* preview-end */}
    </Box>
  );
}

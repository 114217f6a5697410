import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { employees, type Contract, type Employee } from './data/employees';

function PersonCell({ value }: GridRenderCellParams<Employee, string>) {
  const initials = (value ?? '').split(' ').map((part) => part[0]).slice(0, 2).join('');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Avatar sx={{ width: 28, height: 28, fontSize: 12 }}>{initials}</Avatar>
      <Typography variant="body2" noWrap>
        {value}
      </Typography>
    </Stack>
  );
}

// preview-start
function EmailCell({ value, tabIndex }: GridRenderCellParams<Employee, string>) {
  // tabIndex from the params: the link is tabbable only when its cell has focus.
  return (
    <Link href={`mailto:${value}`} tabIndex={tabIndex} underline="hover" noWrap>
      {value}
    </Link>
  );
}
// preview-end

const contractColors: Record<Contract, 'success' | 'info' | 'warning'> = {
  'Full-time': 'success',
  'Part-time': 'info',
  Contractor: 'warning',
};

function ContractCell({ value }: GridRenderCellParams<Employee, Contract>) {
  return value ? <Chip size="small" variant="outlined" color={contractColors[value]} label={value} /> : null;
}

function RatingBarCell({ value }: GridRenderCellParams<Employee, number>) {
  const rating = value ?? 0;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', width: '100%' }}>
      <LinearProgress variant="determinate" value={rating * 20} sx={{ flex: 1, height: 6, borderRadius: 3 }} aria-label={`Rating ${rating} out of 5`} />
      <Typography variant="body2" sx={{ width: 24, textAlign: 'right' }}>
        {rating}/5
      </Typography>
    </Stack>
  );
}

// preview-start
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Person', width: 210, renderCell: PersonCell },
  { field: 'email', headerName: 'Email', width: 260, renderCell: EmailCell },
  { field: 'contract', headerName: 'Contract', width: 130, renderCell: ContractCell },
  { field: 'rating', headerName: 'Last review', type: 'number', width: 160, renderCell: RatingBarCell },
];
// preview-end

export default function CustomColumnsRenderers() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} />
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from './data/employees';

const bands: Record<string, [number, number] | null> = {
  any: null,
  under80: [0, 79999],
  '80to130': [80000, 130000],
  over130: [130001, Number.MAX_SAFE_INTEGER],
};

// preview-start
/** Salary bands instead of a number field: each band writes a `>=` and a `<=` item. */
function SalaryBandFilter({ colDef }: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const min = filterModel.items.find((item) => item.id === 'salary-min')?.value;
  const band = Object.keys(bands).find((key) => bands[key]?.[0] === min) ?? 'any';

  const change = (key: string) => {
    const range = bands[key];
    const others = filterModel.items.filter((item) => item.field !== colDef.field);
    apiRef.current.setFilterModel({
      ...filterModel,
      items: range
        ? [...others, { id: 'salary-min', field: colDef.field, operator: '>=', value: range[0] }, { id: 'salary-max', field: colDef.field, operator: '<=', value: range[1] }]
        : others,
    });
  };

  return (
    <TextField select fullWidth size="small" variant="standard" label="Band" value={band} onChange={(event) => change(event.target.value)} sx={{ px: 1 }}>
      <MenuItem value="any">Any</MenuItem>
      <MenuItem value="under80">Under 80k</MenuItem>
      <MenuItem value="80to130">80k to 130k</MenuItem>
      <MenuItem value="over130">Over 130k</MenuItem>
    </TextField>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 170, renderHeaderFilter: (params) => <SalaryBandFilter {...params} /> },
  // No filter cell for the email: renderHeaderFilter returns nothing.
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 230, renderHeaderFilter: () => null },
];
// preview-end

export default function HeaderFiltersRender() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={employees} columns={columns} headerFilters headerFilterHeight={64} hideFooter />
    </Box>
  );
}

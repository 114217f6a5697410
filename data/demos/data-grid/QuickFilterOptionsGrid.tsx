import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridLogicOperator, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
  // Not searched: an email address matches too many words.
  { field: 'email', headerName: 'Email', width: 260, getApplyQuickFilterFn: () => null },
];

// preview-start
/** Words, with "quoted phrases" kept together: "São Paulo" is one term. */
const parseTerms = (input: string) =>
  (input.match(/"[^"]*"|\S+/g) ?? []).map((term) => term.replace(/"/g, '')).filter(Boolean);

const formatTerms = (values: string[]) => values.map((value) => (value.includes(' ') ? `"${value}"` : value)).join(' ');

export default function QuickFilterOptionsGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['design', 'product'],
    quickFilterLogicOperator: GridLogicOperator.Or,
  });

  const anyTerm = filterModel.quickFilterLogicOperator === GridLogicOperator.Or;
  const setAnyTerm = (checked: boolean) =>
    setFilterModel((model) => ({ ...model, quickFilterLogicOperator: checked ? GridLogicOperator.Or : GridLogicOperator.And }));
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={anyTerm} onChange={(event) => setAnyTerm(event.target.checked)} />}
        label="Rows matching any term (or), instead of every term (and)"
      />
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGrid
          rows={employees}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          ignoreDiacritics
          slotProps={{
            toolbar: { quickFilterProps: { debounceMs: 300, quickFilterParser: parseTerms, quickFilterFormatter: formatTerms } },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

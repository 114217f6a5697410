import Box from '@mui/material/Box';
import { DataGrid, getGridStringOperators, type GridColDef, type GridFilterOperator } from '@mui/x-data-grid';

interface Country {
  id: number;
  name: string;
  /** The name in the country's own language. */
  nativeName: string;
  capital: string;
}

const rows: Country[] = [
  { id: 1, name: 'Germany', nativeName: 'Deutschland', capital: 'Berlin' },
  { id: 2, name: 'Spain', nativeName: 'España', capital: 'Madrid' },
  { id: 3, name: 'Finland', nativeName: 'Suomi', capital: 'Helsinki' },
  { id: 4, name: 'Hungary', nativeName: 'Magyarország', capital: 'Budapest' },
  { id: 5, name: 'Japan', nativeName: 'Nippon', capital: 'Tokyo' },
  { id: 6, name: 'Greece', nativeName: 'Hellas', capital: 'Athens' },
  { id: 7, name: 'Croatia', nativeName: 'Hrvatska', capital: 'Zagreb' },
  { id: 8, name: 'Wales', nativeName: 'Cymru', capital: 'Cardiff' },
];

// preview-start
/** The built-in text operators, each also tried on the native name. */
const eitherNameOperators: GridFilterOperator[] = getGridStringOperators().map((operator) => ({
  ...operator,
  getApplyFilterFn: (item, column) => {
    const builtIn = operator.getApplyFilterFn(item, column);
    if (!builtIn) return null;
    return (value, row: Country, col, apiRef) => builtIn(value, row, col, apiRef) || builtIn(row.nativeName, row, col, apiRef);
  },
}));
// preview-end

const columns: GridColDef<Country>[] = [
  {
    field: 'name',
    headerName: 'Country',
    flex: 1,
    // preview-start
    filterOperators: eitherNameOperators,
    // preview-end
    renderCell: ({ row }) => `${row.name} (${row.nativeName})`,
    valueFormatter: (value: string, row) => `${value} (${row.nativeName})`,
  },
  { field: 'capital', headerName: 'Capital', flex: 1 },
];

export default function FilterOperatorWrapped() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'name', operator: 'startsWith', value: 'h' }] } } }}
        hideFooter
      />
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Place {
  id: number;
  path: string[];
  population: number;
}

// preview-start
// No row for "Europe", "France" or "Japan": the grid creates the missing levels.
const rows: Place[] = [
  { id: 1, path: ['Europe', 'France', 'Paris'], population: 2_100_000 },
  { id: 2, path: ['Europe', 'France', 'Lyon'], population: 520_000 },
  { id: 3, path: ['Europe', 'Portugal'], population: 10_400_000 },
  { id: 4, path: ['Europe', 'Portugal', 'Porto'], population: 230_000 },
  { id: 5, path: ['Asia', 'Japan', 'Osaka'], population: 2_700_000 },
  { id: 6, path: ['Asia'], population: 4_700_000_000 },
];
// preview-end

const columns: GridColDef<Place>[] = [
  { field: 'population', headerName: 'Population', type: 'number', width: 150 },
  {
    field: 'inData',
    headerName: 'In the rows?',
    width: 130,
    // Rows the grid made up have no data of their own.
    valueGetter: (_value, row) => (Array.isArray(row.path) ? 'Yes' : 'Generated'),
  },
];

export default function TreeDataGaps() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        defaultGroupingExpansionDepth={-1}
        groupingColDef={{ headerName: 'Place', width: 220 }}
        hideFooter
      />
    </Box>
  );
}

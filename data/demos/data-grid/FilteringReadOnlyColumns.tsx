import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';
import { continents, cities, type City } from './data/cities';

// preview-start
const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  // Filtered by the buttons above the grid only.
  { field: 'continent', headerName: 'Continent', width: 140, filterable: false },
  // Nothing to filter on for readers here.
  { field: 'capital', headerName: 'Capital', type: 'boolean', width: 100, filterable: false },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
];
// preview-end

export default function FilteringReadOnlyColumns() {
  const [continent, setContinent] = React.useState<string>('Asia');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  // The continent item comes from the buttons; the reader's own item is kept beside it.
  const readerItems = filterModel.items.filter((item) => item.field !== 'continent');
  const model: GridFilterModel = {
    ...filterModel,
    items: continent === 'All' ? readerItems : [{ id: 'continent', field: 'continent', operator: 'equals', value: continent }, ...readerItems],
  };

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 48, overflowX: 'auto' }}>
        <ToggleButtonGroup size="small" exclusive value={continent} onChange={(_, value: string | null) => value && setContinent(value)} aria-label="Continent">
          {['All', ...continents].map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGridPro rows={cities} columns={columns} showToolbar filterModel={model} onFilterModelChange={setFilterModel} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

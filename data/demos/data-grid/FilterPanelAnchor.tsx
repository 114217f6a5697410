import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, gridFilterActiveItemsSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
];

export default function FilterPanelAnchor() {
  const apiRef = useGridApiRef();
  // preview-start
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  // preview-end
  const [activeFilters, setActiveFilters] = React.useState(0);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    return api.subscribeEvent('filteredRowsSet', () => setActiveFilters(gridFilterActiveItemsSelector(apiRef).length));
  }, [apiRef]);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 48, display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
        {/* preview-start */}
        <Button ref={setAnchor} size="small" variant="outlined" onClick={() => apiRef.current?.showFilterPanel()}>
          <Badge badgeContent={activeFilters} color="primary" sx={{ mr: 1 }}>
            <FilterListIcon fontSize="small" />
          </Badge>
          Filter cities
        </Button>
        {/* preview-end */}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          rows={cities}
          columns={columns}
          // The panel opens under the button above the grid, wherever it was opened from.
          slotProps={{ panel: { target: anchor } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Portal from '@mui/material/Portal';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { DataGrid, QuickFilter, QuickFilterControl, type GridColDef } from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'continent', headerName: 'Continent', width: 140 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
];

/** The search field itself: a text field with a search icon. */
function SearchField(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      size="small"
      aria-label="Search cities"
      placeholder="Search cities"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

// preview-start
/** Where the search box goes: an element outside the grid. */
const SearchSlot = React.createContext<HTMLElement | null>(null);

/**
 * Rendered by the grid as its toolbar, so the QuickFilter has the grid's context, but shown
 * through a portal in the element above the grid.
 */
function PortalSearch() {
  const container = React.useContext(SearchSlot);
  if (!container) return null;
  return (
    <Portal container={container}>
      <QuickFilter>
        <QuickFilterControl render={({ ref, ...controlProps }) => <SearchField {...controlProps} inputRef={ref} />} />
      </QuickFilter>
    </Portal>
  );
}
// preview-end

export default function FilteringQuickFilterOutside() {
  const [searchSlot, setSearchSlot] = React.useState<HTMLElement | null>(null);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      {/* preview-start */}
      <Box ref={setSearchSlot} sx={{ height: 56, display: 'flex', alignItems: 'flex-start' }} />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <SearchSlot.Provider value={searchSlot}>
          <DataGrid rows={cities} columns={columns} slots={{ toolbar: PortalSearch }} showToolbar />
        </SearchSlot.Provider>
      </Box>
      {/* preview-end */}
    </Box>
  );
}

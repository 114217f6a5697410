import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import HighlightIcon from '@mui/icons-material/Highlight';
import {
  DataGrid,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { products, type Product } from './data/products';

interface HighlightItemProps extends GridColumnMenuItemProps {
  highlighted: string | null;
  onHighlight: (field: string | null) => void;
}

/** A new item, with props of its own passed through `slotProps`. */
function HighlightItem({ colDef, onClick, highlighted, onHighlight }: HighlightItemProps) {
  const isHighlighted = highlighted === colDef.field;
  return (
    <MenuItem
      onClick={(event) => {
        onHighlight(isHighlighted ? null : colDef.field);
        onClick(event); // Closes the menu.
      }}
    >
      <ListItemIcon>
        <HighlightIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{isHighlighted ? 'Remove highlight' : 'Highlight column'}</ListItemText>
    </MenuItem>
  );
}

const HighlightContext = React.createContext<Pick<HighlightItemProps, 'highlighted' | 'onHighlight'>>({
  highlighted: null,
  onHighlight: () => {},
});

// preview-start
function HighlightColumnMenu(props: GridColumnMenuProps) {
  const highlight = React.useContext(HighlightContext);
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuHighlightItem: HighlightItem }}
      // First in the menu, before sorting (10).
      slotProps={{ columnMenuHighlightItem: { displayOrder: 5, ...highlight } }}
    />
  );
}
// preview-end

export default function ColumnMenuAddItem() {
  const [highlighted, setHighlighted] = React.useState<string | null>('stock');

  const columns = React.useMemo<GridColDef<Product>[]>(
    () =>
      (
        [
          { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
          { field: 'price', headerName: 'Price (USD)', type: 'number', width: 130 },
          { field: 'stock', headerName: 'In stock', type: 'number', width: 120 },
          { field: 'rating', headerName: 'Rating', type: 'number', width: 110 },
        ] as GridColDef<Product>[]
      ).map((column) => ({ ...column, cellClassName: column.field === highlighted ? 'highlighted' : undefined })),
    [highlighted],
  );

  return (
    <Box sx={{ height: 400, width: '100%', '& .highlighted': { bgcolor: 'warning.light', color: 'common.black' } }}>
      <HighlightContext.Provider value={{ highlighted, onHighlight: setHighlighted }}>
        {/* preview-start */}
        <DataGrid rows={products} columns={columns} slots={{ columnMenu: HighlightColumnMenu }} hideFooter />
        {/* preview-end */}
      </HighlightContext.Provider>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  DataGridPremium,
  Toolbar,
  gridColumnLookupSelector,
  gridRowGroupingSanitizedModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('region'),
  orderColumn('channel'),
  orderColumn('category'),
  orderColumn('status'),
  orderColumn('total'),
];

const groupableFields = ['region', 'channel', 'category', 'status'];

function GroupingToolbar() {
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridRowGroupingSanitizedModelSelector);
  const lookup = useGridSelector(apiRef, gridColumnLookupSelector);
  const [menuAnchor, setMenuAnchor] = React.useState<HTMLElement | null>(null);
  const [dragged, setDragged] = React.useState<string | null>(null);
  const available = groupableFields.filter((field) => !model.includes(field));

  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      <Typography variant="body2" color="text.secondary">
        Group by
      </Typography>
      {/* preview-start */}
      {model.map((field, index) => (
        <Chip
          key={field}
          size="small"
          icon={<DragIndicatorIcon />}
          label={lookup[field]?.headerName ?? field}
          draggable
          onDragStart={() => setDragged(field)}
          onDragOver={(event) => event.preventDefault()}
          // Dropping a chip on another moves it to that position.
          onDrop={() => dragged && apiRef.current.setRowGroupingCriteriaIndex(dragged, index)}
          onDragEnd={() => setDragged(null)}
          onDelete={() => apiRef.current.removeRowGroupingCriteria(field)}
          sx={{ cursor: 'grab', opacity: dragged === field ? 0.5 : 1 }}
        />
      ))}
      {/* preview-end */}
      <Button size="small" startIcon={<AddIcon />} disabled={available.length === 0} onClick={(event) => setMenuAnchor(event.currentTarget)}>
        Add
      </Button>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {available.map((field) => (
          <MenuItem
            key={field}
            onClick={() => {
              apiRef.current.addRowGroupingCriteria(field);
              setMenuAnchor(null);
            }}
          >
            {lookup[field]?.headerName ?? field}
          </MenuItem>
        ))}
      </Menu>
    </Toolbar>
  );
}

export default function ToolbarRowGrouping() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        slots={{ toolbar: GroupingToolbar }}
        showToolbar
        initialState={{ rowGrouping: { model: ['region', 'channel'] } }}
      />
    </Box>
  );
}

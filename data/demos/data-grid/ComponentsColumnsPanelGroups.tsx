import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import {
  DataGrid,
  GridPanelWrapper,
  gridColumnLookupSelector,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('status'),
  orderColumn('customer'),
  orderColumn('city'),
  orderColumn('country'),
  orderColumn('product'),
  orderColumn('quantity'),
  orderColumn('total'),
];

const groups: { groupId: string; fields: (keyof StoreOrder)[] }[] = [
  { groupId: 'Order', fields: ['orderNumber', 'date', 'status'] },
  { groupId: 'Customer', fields: ['customer', 'city', 'country'] },
  { groupId: 'Line', fields: ['product', 'quantity', 'total'] },
];

const columnGroupingModel: GridColumnGroupingModel = groups.map(({ groupId, fields }) => ({
  groupId,
  children: fields.map((field) => ({ field })),
}));

// preview-start
function GroupedColumnsPanel() {
  const apiRef = useGridApiContext();
  const lookup = useGridSelector(apiRef, gridColumnLookupSelector);
  const visibility = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const isVisible = (field: string) => visibility[field] !== false;

  // A group's checkbox shows or hides all its columns at once.
  const toggleGroup = (fields: string[], show: boolean) => {
    const next = { ...visibility };
    fields.forEach((field) => {
      next[field] = show;
    });
    apiRef.current.setColumnVisibilityModel(next);
  };
// preview-end

  return (
    <GridPanelWrapper>
      <List dense sx={{ width: 260, maxHeight: 320, overflow: 'auto' }}>
        {groups.map(({ groupId, fields }) => {
          const shown = fields.filter(isVisible).length;
          return (
            <React.Fragment key={groupId}>
              <ListItem disablePadding>
                <ListItemButton onClick={() => toggleGroup(fields, shown < fields.length)}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Checkbox
                      edge="start"
                      size="small"
                      tabIndex={-1}
                      checked={shown === fields.length}
                      indeterminate={shown > 0 && shown < fields.length}
                      slotProps={{ input: { 'aria-label': `${groupId} columns` } }}
                    />
                  </ListItemIcon>
                  <ListItemText primary={groupId} slotProps={{ primary: { fontWeight: 'medium' } }} />
                </ListItemButton>
              </ListItem>
              {fields.map((field) => (
                <ListItem key={field} disablePadding>
                  <ListItemButton sx={{ pl: 5 }} onClick={() => apiRef.current.setColumnVisibility(field, !isVisible(field))}>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Checkbox edge="start" size="small" tabIndex={-1} checked={isVisible(field)} />
                    </ListItemIcon>
                    <ListItemText primary={lookup[field]?.headerName ?? field} />
                  </ListItemButton>
                </ListItem>
              ))}
            </React.Fragment>
          );
        })}
      </List>
    </GridPanelWrapper>
  );
}

export default function ComponentsColumnsPanelGroups() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={storeOrders}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showToolbar
        slots={{ columnsPanel: GroupedColumnsPanel }}
      />
      {/* preview-end */}
    </Box>
  );
}

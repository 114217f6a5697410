import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('country'),
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('total'),
];

// preview-start
// Europe starts open (and its countries closed); every other region starts closed.
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) =>
  node.groupingField === 'region' && node.groupingKey === 'Europe';
// preview-end

export default function RowGroupingExpansion() {
  const apiRef = useGridApiRef();
  const [lastChange, setLastChange] = React.useState('Expand or collapse a group.');

  // preview-start
  const setAllExpanded = (expanded: boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) {
        apiRef.current?.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  // Every expansion change, from a click or from the API, emits this event.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node) => {
        setLastChange(`${String(node.groupingKey)} ${node.childrenExpanded ? 'expanded' : 'collapsed'}`);
      }),
    [apiRef],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', height: 32 }}>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(false)}>
          Collapse all
        </Button>
        <Typography variant="body2" color="text.secondary" noWrap>
          {lastChange}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          initialState={{
            rowGrouping: { model: ['region', 'country'] },
            columns: { columnVisibilityModel: { region: false, country: false } },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}

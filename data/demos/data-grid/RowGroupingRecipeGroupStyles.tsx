import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('category'),
  orderColumn('orderNumber'),
  orderColumn('product'),
  orderColumn('total'),
];

export default function RowGroupingRecipeGroupStyles() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['region', 'category'] }, aggregation: { model: { total: 'sum' } } },
  });

  // preview-start
  // A class per depth for group rows; leaves get none.
  const getRowClassName: DataGridPremiumProps['getRowClassName'] = ({ id }) => {
    const node = apiRef.current?.getRowNode(id);
    return node?.type === 'group' ? `group-depth-${node.depth}` : '';
  };

  const setAllExpanded = (expanded: boolean) => {
    Object.values(gridRowTreeSelector(apiRef)).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) {
        apiRef.current?.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, height: 32 }}>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 380,
          // preview-start
          '& .group-depth-0': { backgroundColor: alpha(theme.palette.primary.main, 0.12), fontWeight: 600 },
          '& .group-depth-1': { backgroundColor: alpha(theme.palette.primary.main, 0.05) },
          // preview-end
        })}
      >
        <DataGridPremium
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          initialState={initialState}
          defaultGroupingExpansionDepth={1}
          getRowClassName={getRowClassName}
        />
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { warehouse, type StockNode } from './data/warehouse';

export default function RichCustomItemShape() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView<StockNode>
        aria-label="Warehouse sections"
        items={warehouse}
        getItemId={(node) => String(node.code)}
        getItemLabel={(node) => `${node.code} · ${node.name}`}
        getItemChildren={(node) => node.sections}
        defaultExpandedItems={['100']}
      />
      {/* preview-end */}
    </Box>
  );
}

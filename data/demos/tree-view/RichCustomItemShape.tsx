import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { warehouse, type StockNode } from './data/warehouse';

// preview-start
// Module-level functions keep the same reference on every render, so the tree builds its model once.
const getCode = (node: StockNode) => String(node.code);
const getCodeAndName = (node: StockNode) => `${node.code} · ${node.name}`;
const getSections = (node: StockNode) => node.sections;
// preview-end

export default function RichCustomItemShape() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView<StockNode>
        aria-label="Warehouse sections"
        items={warehouse}
        getItemId={getCode}
        getItemLabel={getCodeAndName}
        getItemChildren={getSections}
        defaultExpandedItems={['100']}
      />
      {/* preview-end */}
    </Box>
  );
}

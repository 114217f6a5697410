import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleIconExpansion() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <SimpleTreeView aria-label="Workspace" expansionTrigger="iconContainer" defaultSelectedItems="marketing">
        <TreeItem itemId="marketing" label="Marketing">
          <TreeItem itemId="campaigns" label="Campaigns" />
          <TreeItem itemId="social" label="Social media" />
        </TreeItem>
        <TreeItem itemId="product" label="Product">
          <TreeItem itemId="roadmap" label="Roadmap" />
          <TreeItem itemId="research" label="User research" />
        </TreeItem>
      </SimpleTreeView>
      {/* preview-end */}
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleMultiSelection() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <SimpleTreeView
        aria-label="Wardrobe"
        multiSelect
        defaultSelectedItems={['linen-shirt', 'chinos']}
        defaultExpandedItems={['tops', 'bottoms']}
      >
        <TreeItem itemId="tops" label="Tops">
          <TreeItem itemId="linen-shirt" label="Linen shirt" />
          <TreeItem itemId="wool-sweater" label="Wool sweater" />
          <TreeItem itemId="rain-jacket" label="Rain jacket" />
        </TreeItem>
        <TreeItem itemId="bottoms" label="Bottoms">
          <TreeItem itemId="chinos" label="Chinos" />
          <TreeItem itemId="shorts" label="Shorts" />
        </TreeItem>
      </SimpleTreeView>
      {/* preview-end */}
    </Box>
  );
}

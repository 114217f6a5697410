import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleDisabledFocus() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <SimpleTreeView aria-label="Meeting rooms" disabledItemsFocusable>
        <TreeItem itemId="atlas" label="Atlas (4 seats)" />
        <TreeItem itemId="borealis" label="Borealis (8 seats, booked)" disabled />
        <TreeItem itemId="cosmos" label="Cosmos (12 seats)" />
        <TreeItem itemId="delta" label="Delta (2 seats, under repair)" disabled />
      </SimpleTreeView>
      {/* preview-end */}
    </Box>
  );
}

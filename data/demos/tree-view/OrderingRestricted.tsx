import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { courseOutline } from './data/courseOutline';

const modules = new Set(courseOutline.filter((item) => item.children).map((item) => item.id));

export default function OrderingRestricted() {
  return (
    <Box sx={{ maxWidth: 400 }}>
      {/* preview-start */}
      <RichTreeViewPro
        aria-label="Course outline"
        items={courseOutline}
        itemsReordering
        defaultExpandedItems={['basics', 'state']}
        // Modules stay where they are; lessons move.
        isItemReorderable={(itemId) => !modules.has(itemId)}
        // A lesson may move to another place in its module, or to another module, never to the root.
        canMoveItemToNewPosition={({ newPosition }) => newPosition.parentId !== null && modules.has(newPosition.parentId)}
      />
      {/* preview-end */}
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { conferenceAgenda } from './data/orderingBoards';

// preview-start
// Talks can change slot within their day, never move to the other day or out of it.
type Position = { parentId: string | null; index: number };

const staysInItsDay = ({ oldPosition, newPosition }: { oldPosition: Position; newPosition: Position }) =>
  newPosition.parentId === oldPosition.parentId;
// preview-end

export default function OrderingSameParent() {
  return (
    <Box sx={{ maxWidth: 400 }}>
      {/* preview-start */}
      <RichTreeViewPro
        aria-label="Conference agenda"
        items={conferenceAgenda}
        itemsReordering
        canMoveItemToNewPosition={staysInItsDay}
        defaultExpandedItems={['day-1', 'day-2']}
      />
      {/* preview-end */}
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { courseOutline } from './data/courseOutline';

const where = (position: { parentId: string | null; index: number }) =>
  `${position.parentId ?? 'root'} #${position.index + 1}`;

export default function DragAndDropOrdering() {
  const [lastMove, setLastMove] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 400 }}>
      {/* preview-start */}
      <RichTreeViewPro
        aria-label="Course outline"
        items={courseOutline}
        itemsReordering
        defaultExpandedItems={['basics', 'state']}
        onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
          setLastMove(`${itemId}: ${where(oldPosition)} → ${where(newPosition)}`)
        }
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Last move: {lastMove ?? 'drag a lesson to a new place'}
      </Typography>
    </Box>
  );
}

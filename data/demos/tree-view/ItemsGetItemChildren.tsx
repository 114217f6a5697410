import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { series, type ShowNode } from './data/richItems';

// preview-start
// Series keep their children in `seasons`, seasons in `episodes`; episodes have none.
function getShowChildren(node: ShowNode): ShowNode[] | undefined {
  if ('seasons' in node) return node.seasons;
  if ('episodes' in node) return node.episodes;
  return undefined;
}
// preview-end

export default function ItemsGetItemChildren() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView<ShowNode>
        aria-label="Series"
        items={series}
        getItemChildren={getShowChildren}
        defaultExpandedItems={['tidewater', 'tidewater/s1']}
      />
      {/* preview-end */}
    </Box>
  );
}

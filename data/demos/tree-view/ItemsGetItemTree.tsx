import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { courseOutline } from './data/courseOutline';

// One line per item, indented by depth: a compact view of what getItemTree returns.
function outline(items: TreeViewBaseItem[], depth = 0): string[] {
  return items.flatMap((item) => [`${'  '.repeat(depth)}${item.label}`, ...outline(item.children ?? [], depth + 1)]);
}

export default function ItemsGetItemTree() {
  const apiRef = useTreeViewApiRef();
  // getItemTree writes `children` onto the item objects: give the tree a copy of the shared data.
  const [items] = React.useState(() => structuredClone(courseOutline));
  const [snapshot, setSnapshot] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <RichTreeViewPro
          apiRef={apiRef}
          aria-label="Course outline"
          items={items}
          itemsReordering
          defaultExpandedItems={['basics', 'state']}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* preview-start */}
        <Button size="small" variant="outlined" onClick={() => setSnapshot(outline(apiRef.current!.getItemTree()))}>
          Read the current tree
        </Button>
        {/* preview-end */}
        <Box
          component="pre"
          sx={{ m: 0, mt: 1, p: 1, height: 190, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
        >
          {snapshot.length ? snapshot.join('\n') : 'Drag a lesson elsewhere, then read the tree.'}
        </Box>
      </Box>
    </Stack>
  );
}

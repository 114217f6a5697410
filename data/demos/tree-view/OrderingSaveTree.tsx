import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { courseOutline } from './data/courseOutline';

// A pretend API that stores the whole outline after 0.5 s.
function saveOutline(outline: TreeViewBaseItem[]): Promise<TreeViewBaseItem[]> {
  return new Promise((resolve) => setTimeout(() => resolve(outline), 500));
}

export default function OrderingSaveTree() {
  const apiRef = useTreeViewApiRef();
  // getItemTree writes `children` onto the item objects: the editable tree gets its own copy.
  const [items] = React.useState(() => structuredClone(courseOutline));
  const [saved, setSaved] = React.useState(() => structuredClone(courseOutline));
  const [version, setVersion] = React.useState(0);
  const [saving, setSaving] = React.useState(false);

  // preview-start
  const handlePositionChange = () => {
    // Read the whole tree after the move and send it, as an API that stores whole documents expects.
    const outline = structuredClone(apiRef.current!.getItemTree());
    setSaving(true);
    saveOutline(outline).then((stored) => {
      setSaved(stored);
      setVersion((previous) => previous + 1);
      setSaving(false);
    });
  };
  // preview-end

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2">Drag lessons here</Typography>
        {/* preview-start */}
        <RichTreeViewPro
          apiRef={apiRef}
          aria-label="Course outline"
          items={items}
          itemsReordering
          onItemPositionChange={handlePositionChange}
          defaultExpandedItems={['basics', 'state']}
        />
        {/* preview-end */}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2">{saving ? 'Saving…' : `Saved on the server (version ${version})`}</Typography>
        {/* A new key mounts a fresh tree for each saved version. */}
        <RichTreeView key={version} aria-label="Saved outline" items={saved} defaultExpandedItems={['basics', 'state']} />
      </Box>
    </Stack>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { orgChart } from './data/orgChart';

export default function RichExpansionApi() {
  const apiRef = useTreeViewApiRef();

  // preview-start
  // Opens every ancestor of an item, top-down, so the item becomes visible.
  const reveal = (event: React.SyntheticEvent, itemId: string) => {
    const api = apiRef.current;
    if (!api) return;
    const ancestors: string[] = [];
    for (let parent = api.getParentId(itemId); parent; parent = api.getParentId(parent)) {
      ancestors.unshift(parent);
    }
    ancestors.forEach((ancestor) => api.setItemExpansion({ event, itemId: ancestor, shouldBeExpanded: true }));
    api.setItemSelection({ event, itemId });
  };
  // preview-end

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => reveal(event, 'kenji-watanabe')}>
          Show Kenji
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => reveal(event, 'maria-gomez')}>
          Show María
        </Button>
      </Stack>
      <RichTreeView apiRef={apiRef} aria-label="Teams" items={orgChart} />
    </Box>
  );
}

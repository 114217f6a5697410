import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SimpleExpansionApi() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {/* preview-start */}
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemExpansion({ event, itemId: 'starters', shouldBeExpanded: true })}
        >
          Open starters
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemExpansion({ event, itemId: 'desserts' })}
        >
          Toggle desserts
        </Button>
        {/* preview-end */}
      </Stack>
      <SimpleTreeView apiRef={apiRef} aria-label="Menu">
        <TreeItem itemId="starters" label="Starters">
          <TreeItem itemId="soup" label="Tomato soup" />
          <TreeItem itemId="bruschetta" label="Bruschetta" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="tart" label="Lemon tart" />
          <TreeItem itemId="sorbet" label="Mango sorbet" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SimpleSelectionApi() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {/* preview-start */}
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemSelection({ event, itemId: 'vegan', shouldBeSelected: true })}
        >
          Only vegan
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemSelection({ event, itemId: 'gluten-free', keepExistingSelection: true })
          }
        >
          Toggle gluten-free
        </Button>
        {/* preview-end */}
      </Stack>
      <SimpleTreeView apiRef={apiRef} aria-label="Dietary filters" multiSelect defaultExpandedItems={['diet']}>
        <TreeItem itemId="diet" label="Diet">
          <TreeItem itemId="vegan" label="Vegan" />
          <TreeItem itemId="vegetarian" label="Vegetarian" />
          <TreeItem itemId="gluten-free" label="Gluten-free" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}

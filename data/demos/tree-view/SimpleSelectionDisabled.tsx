import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionDisabled() {
  const [disableSelection, setDisableSelection] = React.useState(true);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={disableSelection} onChange={(event) => setDisableSelection(event.target.checked)} />}
        label="disableSelection"
      />
      {/* preview-start */}
      <SimpleTreeView aria-label="Recipe contents" disableSelection={disableSelection} defaultExpandedItems={['dough']}>
        <TreeItem itemId="dough" label="1. The dough">
          <TreeItem itemId="mix" label="Mix and knead" />
          <TreeItem itemId="proof" label="Proof overnight" />
        </TreeItem>
        <TreeItem itemId="shape" label="2. Shaping" />
        <TreeItem itemId="bake" label="3. Baking" />
      </SimpleTreeView>
      {/* preview-end */}
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { orgChart, type OrgUnit } from './data/orgChart';

// Teams can be renamed, people cannot.
const isTeam = (item: OrgUnit) => Boolean(item.children?.length);

export default function LabelEditingApi() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {/* preview-start */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setEditedItem('design')}>
          Rename Design
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setEditedItem('ines-duarte')}>
          Rename Inês (not editable)
        </Button>
        {/* preview-end */}
      </Stack>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Teams"
        items={orgChart}
        isItemEditable={isTeam}
        defaultExpandedItems={['design']}
      />
    </Box>
  );
}

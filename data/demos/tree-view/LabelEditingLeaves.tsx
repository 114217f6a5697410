import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { orgChart, type OrgUnit } from './data/orgChart';

export default function LabelEditingLeaves() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView<OrgUnit>
        aria-label="Teams"
        items={orgChart}
        // Teams keep their names; people (the leaves) can be renamed.
        isItemEditable={(unit) => !unit.children?.length}
        defaultExpandedItems={['sales', 'emea', 'americas']}
      />
      {/* preview-end */}
    </Box>
  );
}

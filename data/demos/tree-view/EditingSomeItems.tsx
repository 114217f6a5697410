import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace, type WorkspaceNode } from './data/editingWorkspace';

// preview-start
// Everything can be renamed except what the data marks as locked (the shared templates).
const isUnlocked = (node: WorkspaceNode) => !node.locked;
// preview-end

export default function EditingSomeItems() {
  const [lastEdit, setLastEdit] = React.useState('');

  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView<WorkspaceNode>
        aria-label="Workspace"
        items={workspace}
        isItemEditable={isUnlocked}
        onItemLabelChange={(itemId, label) => setLastEdit(`${itemId} renamed to “${label}”`)}
        defaultExpandedItems={['templates', 'clients']}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {lastEdit || 'Templates are locked; double-click anything else to rename it.'}
      </Typography>
    </Box>
  );
}

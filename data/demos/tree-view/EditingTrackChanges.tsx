import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace, type WorkspaceNode } from './data/editingWorkspace';

function collectLabels(nodes: readonly WorkspaceNode[], into: Map<string, string>) {
  nodes.forEach((node) => {
    into.set(node.id, node.label);
    if (node.children) collectLabels(node.children, into);
  });
  return into;
}

export default function EditingTrackChanges() {
  // The last saved label of each item: our own copy, which the callback keeps up to date.
  const saved = React.useRef(collectLabels(workspace, new Map()));
  const [log, setLog] = React.useState<string[]>([]);

  // preview-start
  const handleLabelChange = (itemId: string, label: string) => {
    const previous = saved.current.get(itemId);
    const entry =
      previous === label ? `“${label}” saved unchanged: no request sent` : `PATCH ${itemId}: “${previous}” → “${label}”`;
    saved.current.set(itemId, label);
    setLog((entries) => [entry, ...entries].slice(0, 3));
  };
  // preview-end

  return (
    <Box sx={{ maxWidth: 420 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        isItemEditable
        onItemLabelChange={handleLabelChange}
        defaultExpandedItems={['clients']}
      />
      <Box sx={{ mt: 1, height: 60, typography: 'body2', color: 'text.secondary' }}>
        {log.length === 0 ? (
          <Typography variant="body2">Rename a file, or open one and press Enter without changing it.</Typography>
        ) : (
          log.map((entry, index) => (
            <Typography key={`${log.length - index}`} variant="body2" noWrap>
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}

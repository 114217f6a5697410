import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionToggleLog() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{ maxWidth: 400 }}>
      {/* preview-start */}
      <SimpleTreeView
        aria-label="Photo albums"
        multiSelect
        defaultExpandedItems={['2024']}
        onItemSelectionToggle={(_event, itemId, isSelected) =>
          setLog((previous) => [`${itemId} ${isSelected ? 'selected' : 'deselected'}`, ...previous].slice(0, 4))
        }
      >
        <TreeItem itemId="2024" label="2024">
          <TreeItem itemId="iceland" label="Iceland road trip" />
          <TreeItem itemId="wedding" label="Ana and Rui's wedding" />
          <TreeItem itemId="garden" label="Garden, spring to autumn" />
        </TreeItem>
        <TreeItem itemId="2025" label="2025">
          <TreeItem itemId="kyoto" label="Kyoto" />
        </TreeItem>
      </SimpleTreeView>
      {/* preview-end */}
      <Typography component="div" variant="body2" sx={{ mt: 1, height: 80, color: 'text.secondary' }}>
        {log.length === 0 ? 'Click an album, then Shift + click another.' : log.map((line, index) => <div key={index}>{line}</div>)}
      </Typography>
    </Box>
  );
}

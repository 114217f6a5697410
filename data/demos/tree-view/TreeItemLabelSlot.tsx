import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemLabel } from '@mui/x-tree-view/TreeItem';
import { projectFiles } from './data/fileSystem';

interface HighlightLabelProps extends React.HTMLAttributes<HTMLDivElement> {
  /** The text to highlight, passed by the tree through slotProps. */
  query?: string;
  /** Given by the tree to every label (true when the item is editable): not a DOM attribute. */
  editable?: boolean;
}

// preview-start
// The label slot receives the label as `children`; this one wraps the matching part in a <mark>.
function HighlightLabel({ query = '', children, ...other }: HighlightLabelProps) {
  const text = String(children);
  const start = query ? text.toLowerCase().indexOf(query.toLowerCase()) : -1;
  return (
    <TreeItemLabel {...other}>
      {start === -1 ? (
        text
      ) : (
        <React.Fragment>
          {text.slice(0, start)}
          <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5 }}>
            {text.slice(start, start + query.length)}
          </Box>
          {text.slice(start + query.length)}
        </React.Fragment>
      )}
    </TreeItemLabel>
  );
}
// preview-end

export default function TreeItemLabelSlot() {
  const [query, setQuery] = React.useState('pdf');

  return (
    <Box sx={{ maxWidth: 360 }}>
      <TextField
        size="small"
        label="Highlight"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ mb: 1 }}
        fullWidth
      />
      {/* preview-start */}
      <RichTreeView
        aria-label="Shared drive"
        items={projectFiles}
        defaultExpandedItems={['brand', 'finance']}
        slotProps={{ item: { slots: { label: HighlightLabel }, slotProps: { label: { query } as HighlightLabelProps } } }}
      />
      {/* preview-end */}
    </Box>
  );
}

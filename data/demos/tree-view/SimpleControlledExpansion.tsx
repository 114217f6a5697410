import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const years = ['2024', '2025'];

export default function SimpleControlledExpansion() {
  const [expanded, setExpanded] = React.useState<string[]>(['2025']);
  const [lastToggle, setLastToggle] = React.useState('');

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Button size="small" onClick={() => setExpanded(expanded.length === years.length ? [] : years)}>
        {expanded.length === years.length ? 'Collapse all' : 'Expand all'}
      </Button>
      {/* preview-start */}
      <SimpleTreeView
        aria-label="Report archive"
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        onItemExpansionToggle={(_event, itemId, isExpanded) =>
          setLastToggle(`${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`)
        }
      >
        <TreeItem itemId="2024" label="2024">
          <TreeItem itemId="2024-q3" label="Q3 report" />
          <TreeItem itemId="2024-q4" label="Q4 report" />
        </TreeItem>
        <TreeItem itemId="2025" label="2025">
          <TreeItem itemId="2025-q1" label="Q1 report" />
          <TreeItem itemId="2025-q2" label="Q2 report" />
        </TreeItem>
      </SimpleTreeView>
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Last change: {lastToggle || 'none yet'}
      </Typography>
    </Box>
  );
}

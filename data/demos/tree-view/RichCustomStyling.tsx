import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';

const sections = [
  {
    id: 'overview',
    label: 'Overview',
    children: [
      { id: 'dashboard', label: 'Dashboard' },
      { id: 'reports', label: 'Reports' },
    ],
  },
  {
    id: 'customers',
    label: 'Customers',
    children: [
      { id: 'accounts', label: 'Accounts' },
      { id: 'segments', label: 'Segments' },
      { id: 'churn', label: 'Churn risk' },
    ],
  },
  { id: 'settings', label: 'Settings' },
];

export default function RichCustomStyling() {
  return (
    <Box sx={{ maxWidth: 280, p: 1, borderRadius: 2, bgcolor: 'action.hover' }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="App navigation"
        items={sections}
        defaultExpandedItems={['customers']}
        defaultSelectedItems="segments"
        sx={(theme) => ({
          // Every row: a pill with a little air around it.
          [`& .${treeItemClasses.content}`]: { borderRadius: 5, py: 0.75, my: 0.25 },
          // Top-level labels (the tree's direct children) in small capitals.
          [`& > .${treeItemClasses.root} > .${treeItemClasses.content} .${treeItemClasses.label}`]: {
            fontSize: 13,
            fontWeight: 600,
            letterSpacing: 0.5,
            textTransform: 'uppercase',
          },
          // The selected row: filled with the primary colour, icon included.
          [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
            [`&.${treeItemClasses.focused}`]: { bgcolor: 'primary.dark' },
            [`& .${treeItemClasses.iconContainer}`]: { color: 'inherit' },
          },
          [`& .${treeItemClasses.content}.${treeItemClasses.focused}`]: {
            outline: `2px solid ${alpha(theme.palette.primary.main, 0.5)}`,
          },
          [`& .${treeItemClasses.iconContainer}`]: { color: 'text.secondary' },
        })}
      />
      {/* preview-end */}
    </Box>
  );
}

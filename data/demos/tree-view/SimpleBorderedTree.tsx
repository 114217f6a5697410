import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function SimpleBorderedTree() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <SimpleTreeView
        aria-label="Site map"
        defaultExpandedItems={['shop', 'about']}
        // The group's margin and padding below indent the children instead.
        itemChildrenIndentation={0}
        sx={{
          // A line joins each group of children to its parent.
          [`& .${treeItemClasses.groupTransition}`]: {
            marginInlineStart: '15px',
            paddingInlineStart: '12px',
            borderInlineStart: '1px dashed',
            borderColor: 'divider',
          },
          [`& .${treeItemClasses.label}`]: { fontSize: '0.9rem' },
        }}
      >
        <TreeItem itemId="home" label="Home" />
        <TreeItem itemId="shop" label="Shop">
          <TreeItem itemId="new" label="New arrivals" />
          <TreeItem itemId="sale" label="Sale" />
        </TreeItem>
        <TreeItem itemId="about" label="About us">
          <TreeItem itemId="team" label="Our team" />
          <TreeItem itemId="careers" label="Careers" />
        </TreeItem>
      </SimpleTreeView>
      {/* preview-end */}
    </Box>
  );
}

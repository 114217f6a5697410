import * as React from 'react';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

const CustomTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: 8,
    padding: theme.spacing(0.75, 1),
    margin: theme.spacing(0.25, 0),
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: '0.875rem',
    fontWeight: 500,
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    marginInlineStart: 15,
    paddingInlineStart: 18,
    borderInlineStart: `1px dashed ${(theme.vars || theme).palette.divider}`,
  },
}));

export default function CustomizedTreeView() {
  return (
    <div style={{ maxWidth: 360 }}>
      {/* preview-start */}
      <SimpleTreeView defaultExpandedItems={['docs', 'guides']} aria-label="Documentation">
        <CustomTreeItem itemId="docs" label="Docs">
          <CustomTreeItem itemId="guides" label="Guides">
            <CustomTreeItem itemId="install" label="Installation" />
            <CustomTreeItem itemId="theming" label="Theming" />
          </CustomTreeItem>
          <CustomTreeItem itemId="api" label="API reference" />
        </CustomTreeItem>
        <CustomTreeItem itemId="blog" label="Blog" />
      </SimpleTreeView>
      {/* preview-end */}
    </div>
  );
}

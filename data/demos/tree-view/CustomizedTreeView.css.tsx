import * as React from 'react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import classes from './CustomizedTreeView.module.css';

function CustomTreeItem(props: TreeItemProps) {
  return (
    <TreeItem
      {...props}
      slotProps={{
        content: { className: classes.content },
        label: { className: classes.label },
        groupTransition: { className: classes.group },
      }}
    />
  );
}

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

import * as React from 'react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

function CustomTreeItem(props: TreeItemProps) {
  return (
    <TreeItem
      {...props}
      slotProps={{
        content: { className: 'rounded-lg px-2 py-1.5 my-0.5' },
        label: { className: 'text-sm font-medium' },
        groupTransition: {
          // border-0 first, so the dashed line is drawn on the start side only.
          className: 'ms-[15px] ps-[18px] border-0 border-s border-dashed border-gray-400/40',
        },
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

import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { createFileServer } from './data/fakeFileServer';

// The default item marks a failed branch with a red dot; this one also says what went wrong.
const ItemWithError = React.forwardRef(function ItemWithError(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        status.error ? (
          <span>
            {props.label}{' '}
            <Box component="span" sx={{ color: 'error.main', fontSize: '0.8125rem' }}>
              (could not load, open it again to retry)
            </Box>
          </span>
        ) : (
          props.label
        )
      }
    />
  );
});

export default function LazyLoadingErrors() {
  // "Templates" fails the first time it is opened, then loads.
  const dataSource = React.useMemo(() => {
    const server = createFileServer({ failOnce: ['templates'] });
    return { getChildrenCount: server.getChildrenCount, getTreeItems: server.getTreeItems };
  }, []);

  return (
    <Box sx={{ maxWidth: 400, minHeight: 150 }}>
      {/* preview-start */}
      <RichTreeViewPro
        aria-label="Client files"
        items={[]}
        dataSource={dataSource}
        slots={{ item: ItemWithError }}
      />
      {/* preview-end */}
    </Box>
  );
}

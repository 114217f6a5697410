import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import {
  TreeItemContent,
  TreeItemLabel,
  TreeItemRoot,
  TreeItemGroupTransition,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { orgChart } from './data/orgChart';

// The props the tree passes to every item, plus the HTML attributes of the root.
type ItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

// preview-start
// No arrow: a chip with the number of children opens and closes the item instead.
const TeamItem = React.forwardRef(function TeamItem(
  { id, itemId, label, disabled, children, ...other }: ItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { getContextProviderProps, getRootProps, getContentProps, getLabelProps, getGroupTransitionProps, status } =
    useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { interactions } = useTreeItemUtils({ itemId, children });

  const toggle = (event: React.MouseEvent) => {
    event.stopPropagation(); // the row itself only selects (expansionTrigger="iconContainer")
    interactions.handleExpansion(event);
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemLabel {...getLabelProps()} />
          {status.expandable && (
            <Chip
              size="small"
              variant={status.expanded ? 'filled' : 'outlined'}
              label={`${React.Children.count(children)} ${status.expanded ? '▴' : '▾'}`}
              aria-label={status.expanded ? `Collapse ${String(label)}` : `Expand ${String(label)}`}
              onClick={toggle}
              tabIndex={-1}
            />
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});
// preview-end

export default function TreeItemUtilsExpansion() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <RichTreeView
        aria-label="Teams"
        items={orgChart}
        slots={{ item: TeamItem }}
        expansionTrigger="iconContainer"
        defaultExpandedItems={['engineering']}
      />
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import {
  TreeItemContent,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  TreeItemGroupTransition,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';

interface TaskItemProps extends Omit<UseTreeItemParameters, 'rootRef'>, Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {
  /** Share of the work done, from 0 to 100: a prop like any other, since the items are JSX. */
  progress: number;
}

// preview-start
const TaskItem = React.forwardRef(function TaskItem(
  { id, itemId, label, disabled, children, progress, ...other }: TaskItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          <LinearProgress variant="determinate" value={progress} aria-label={`${String(label)} progress`} sx={{ width: 80, flexShrink: 0 }} />
          <Typography variant="caption" sx={{ width: 36, textAlign: 'end', color: 'text.secondary' }}>
            {progress}%
          </Typography>
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});
// preview-end

export default function SimpleCustomHeadless() {
  return (
    <Box sx={{ maxWidth: 440 }}>
      {/* preview-start */}
      <SimpleTreeView aria-label="Website relaunch" defaultExpandedItems={['content', 'build']}>
        <TaskItem itemId="content" label="Content" progress={70}>
          <TaskItem itemId="copy" label="Rewrite the copy" progress={100} />
          <TaskItem itemId="photos" label="New photos" progress={40} />
        </TaskItem>
        <TaskItem itemId="build" label="Build" progress={35}>
          <TaskItem itemId="templates" label="Page templates" progress={60} />
          <TaskItem itemId="search" label="Site search" progress={10} />
        </TaskItem>
        <TaskItem itemId="launch" label="Launch" progress={0} />
      </SimpleTreeView>
      {/* preview-end */}
    </Box>
  );
}

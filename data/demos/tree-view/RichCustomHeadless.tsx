import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { TreeItemContent, TreeItemRoot, TreeItemGroupTransition } from '@mui/x-tree-view/TreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Release {
  id: string;
  label: string;
  /** Release date, or the kind of change for the entries of a release. */
  detail: string;
  children?: Release[];
}

const releases: Release[] = [
  {
    id: 'v3.2',
    label: 'Version 3.2',
    detail: '12 May 2025',
    children: [
      { id: 'v3.2/export', label: 'Export to PDF', detail: 'Feature' },
      { id: 'v3.2/sync', label: 'Faster sync on mobile', detail: 'Improvement' },
    ],
  },
  {
    id: 'v3.1',
    label: 'Version 3.1',
    detail: '3 March 2025',
    children: [{ id: 'v3.1/login', label: 'Sign-in loop on Safari', detail: 'Fix' }],
  },
];

type ItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

// preview-start
// A timeline entry built from the hook: no arrow, no checkbox, a dot and two lines of text.
const ReleaseItem = React.forwardRef(function ReleaseItem(
  { id, itemId, label, disabled, children, ...other }: ItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { getContextProviderProps, getRootProps, getContentProps, getGroupTransitionProps, status } = useTreeItem({
    id,
    itemId,
    label,
    disabled,
    children,
    rootRef: ref,
  });
  const release = useTreeItemModel<Release>(itemId);

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()} sx={{ alignItems: 'flex-start', py: 1 }}>
          <Box
            sx={{
              mt: 0.75,
              width: 10,
              height: 10,
              flexShrink: 0,
              borderRadius: '50%',
              bgcolor: status.expandable ? 'primary.main' : 'transparent',
              border: 2,
              borderColor: 'primary.main',
            }}
          />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: status.expandable ? 600 : 400 }}>
              {label}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {release?.detail}
              {status.expandable && ` · ${status.expanded ? 'hide' : 'show'} changes`}
            </Typography>
          </Box>
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});
// preview-end

export default function RichCustomHeadless() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <RichTreeView
        aria-label="Release notes"
        items={releases}
        slots={{ item: ReleaseItem }}
        defaultExpandedItems={['v3.2']}
        itemChildrenIndentation={24}
      />
    </Box>
  );
}

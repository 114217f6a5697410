import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { teamDirectory, type TeamMember } from './data/itemCustomization';

interface PersonLabelProps extends React.HTMLAttributes<HTMLDivElement> {
  editable?: boolean;
  person: TeamMember | null;
}

function PersonLabel({ person, children, ...other }: PersonLabelProps) {
  const initials = String(children)
    .split(' ')
    .map((part) => part[0])
    .join('');
  return (
    <TreeItemLabel {...other} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar sx={{ width: 28, height: 28, fontSize: 12, bgcolor: `${person?.tone ?? 'primary'}.main` }}>{initials}</Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {children}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {person?.role}
        </Typography>
      </Box>
    </TreeItemLabel>
  );
}

// preview-start
const PersonItem = React.forwardRef(function PersonItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  // The item as it is in `items`, with the fields the tree itself does not use (role, tone).
  const person = useTreeItemModel<TeamMember>(props.itemId);
  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: PersonLabel }}
      slotProps={{ label: { person } as PersonLabelProps }}
    />
  );
});
// preview-end

export default function TreeItemModelHook() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <RichTreeView
        aria-label="Team directory"
        items={teamDirectory}
        slots={{ item: PersonItem }}
        defaultExpandedItems={['noor', 'tomas']}
        itemChildrenIndentation={24}
      />
    </Box>
  );
}

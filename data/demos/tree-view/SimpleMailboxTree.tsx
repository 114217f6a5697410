import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { SvgIconComponent } from '@mui/icons-material';
import InboxRounded from '@mui/icons-material/InboxRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import DraftsRounded from '@mui/icons-material/DraftsRounded';
import LabelRounded from '@mui/icons-material/LabelRounded';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

interface MailItemProps extends TreeItemProps {
  icon: SvgIconComponent;
  unread?: number;
}

// A TreeItem with an icon before the label and an unread count after it.
const MailItem = React.forwardRef(function MailItem(
  { icon: Icon, unread, label, ...other }: MailItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return (
    <TreeItem
      {...other}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
          <Icon fontSize="small" sx={{ color: 'text.secondary' }} />
          <Box component="span" sx={{ flexGrow: 1, fontWeight: unread ? 600 : 400 }}>
            {label}
          </Box>
          {unread ? <Chip size="small" color="primary" label={unread} /> : null}
        </Box>
      }
    />
  );
});

export default function SimpleMailboxTree() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <SimpleTreeView
        aria-label="Mail folders"
        defaultExpandedItems={['labels']}
        defaultSelectedItems="inbox"
        sx={{ [`& .${treeItemClasses.content}`]: { borderRadius: 5, pr: 1 } }}
      >
        <MailItem itemId="inbox" label="Inbox" icon={InboxRounded} unread={12} />
        <MailItem itemId="sent" label="Sent" icon={SendRounded} />
        <MailItem itemId="drafts" label="Drafts" icon={DraftsRounded} unread={2} />
        <MailItem itemId="labels" label="Labels" icon={LabelRounded}>
          <MailItem itemId="clients" label="Clients" icon={LabelRounded} unread={4} />
          <MailItem itemId="invoices" label="Invoices" icon={LabelRounded} />
        </MailItem>
      </SimpleTreeView>
      {/* preview-end */}
    </Box>
  );
}

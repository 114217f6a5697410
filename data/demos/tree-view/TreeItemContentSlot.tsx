import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { bookCategories } from './data/bookstore';

// preview-start
// A row drawn as a small card. It keeps the tree's indentation variables, and styles the states
// from the data attributes the item puts on its content (data-selected, data-focused, data-disabled).
const CardRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  cursor: 'pointer',
  margin: theme.spacing(0.5, 0),
  padding: theme.spacing(0.75, 1.5),
  marginInlineStart: `calc(var(--TreeView-itemChildrenIndentation) * var(--TreeView-itemDepth))`,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  borderRadius: 10,
  '&:hover': { borderColor: (theme.vars || theme).palette.primary.main },
  '&[data-focused]': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 1 },
  '&[data-selected]': { backgroundColor: alpha(theme.palette.primary.main, 0.12), fontWeight: 600 },
  '&[data-disabled]': { opacity: 0.45, cursor: 'default' },
}));

// The item also hands the content a deprecated `status` prop: keep it off the DOM element.
const CardContent = React.forwardRef(function CardContent(
  { status, ...other }: React.HTMLAttributes<HTMLDivElement> & { status?: unknown },
  ref: React.Ref<HTMLDivElement>,
) {
  return <CardRow ref={ref} {...other} />;
});

const CardItem = React.forwardRef(function CardItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{ content: CardContent }} />;
});
// preview-end

export default function TreeItemContentSlot() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <RichTreeView
        aria-label="Book categories"
        items={bookCategories}
        slots={{ item: CardItem }}
        defaultExpandedItems={['fiction']}
        defaultSelectedItems="fantasy"
        isItemDisabled={(item) => item.id === 'historical'}
        itemChildrenIndentation={20}
      />
    </Box>
  );
}

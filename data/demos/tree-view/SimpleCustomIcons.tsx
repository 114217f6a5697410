import * as React from 'react';
import Box from '@mui/material/Box';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlined from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleCustomIcons() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* preview-start */}
      <SimpleTreeView
        aria-label="Recipes"
        defaultExpandedItems={['baking']}
        slots={{
          expandIcon: AddBoxOutlined,
          collapseIcon: IndeterminateCheckBoxOutlined,
          endIcon: RemoveOutlined,
        }}
      >
        <TreeItem itemId="baking" label="Baking">
          <TreeItem itemId="sourdough" label="Sourdough loaf" />
          {/* One item overrides the tree's end icon with its own. */}
          <TreeItem
            itemId="pastel-de-nata"
            label="Pastel de nata (favourite)"
            slots={{ icon: StarRounded }}
            slotProps={{ icon: { color: 'warning' } as object }}
          />
        </TreeItem>
        <TreeItem itemId="soups" label="Soups">
          <TreeItem itemId="caldo-verde" label="Caldo verde" />
        </TreeItem>
      </SimpleTreeView>
      {/* preview-end */}
    </Box>
  );
}

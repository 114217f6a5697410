import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { orgChart, type OrgUnit } from './data/orgChart';

// Where each item sits: its level, its position among its siblings, and whether it has children.
interface Place {
  label: string;
  level: number;
  position: number;
  setSize: number;
  hasChildren: boolean;
}
const places = new Map<string, Place>();
(function index(units: readonly OrgUnit[], level: number) {
  units.forEach((unit, position) => {
    places.set(unit.id, { label: unit.label, level, position: position + 1, setSize: units.length, hasChildren: Boolean(unit.children?.length) });
    if (unit.children) index(unit.children, level + 1);
  });
})(orgChart, 1);

export default function AccessibleTree() {
  const headingId = React.useId();
  const [focused, setFocused] = React.useState<string | null>(null);
  const [selected, setSelected] = React.useState<string[]>([]);
  const [expanded, setExpanded] = React.useState<string[]>(['engineering']);

  // Roughly what a screen reader says for the focused item, from the same state the tree renders.
  const place = focused ? places.get(focused) : undefined;
  const announcement = place
    ? [
        place.label,
        place.hasChildren ? (expanded.includes(focused!) ? 'expanded' : 'collapsed') : null,
        selected.includes(focused!) ? 'selected' : 'not selected',
        `${place.position} of ${place.setSize}`,
        `level ${place.level}`,
      ]
        .filter(Boolean)
        .join(', ')
    : 'Tab into the tree to hear an item.';

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 240px', maxWidth: 340 }}>
        {/* preview-start */}
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Company teams
        </Typography>
        <RichTreeView
          aria-labelledby={headingId}
          items={orgChart}
          multiSelect
          selectedItems={selected}
          onSelectedItemsChange={(_event, ids) => setSelected(ids)}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
        />
        {/* preview-end */}
      </Box>
      <Paper variant="outlined" sx={{ flex: '1 1 200px', p: 2 }}>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Screen reader (approximately)
        </Typography>
        <Typography variant="body2">{announcement}</Typography>
      </Paper>
    </Box>
  );
}

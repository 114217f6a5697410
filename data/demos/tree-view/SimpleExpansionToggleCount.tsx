import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const sections = [
  { id: 'faq-orders', label: 'Orders', questions: ['Can I change my order?', 'Where is my parcel?'] },
  { id: 'faq-returns', label: 'Returns', questions: ['How do I return an item?', 'When is my refund paid?'] },
];

export default function SimpleExpansionToggleCount() {
  // How often readers open each section: the kind of usage data a help centre collects.
  const [opens, setOpens] = React.useState<Record<string, number>>({});

  return (
    <Box sx={{ maxWidth: 420 }}>
      {/* preview-start */}
      <SimpleTreeView
        aria-label="Help centre"
        onItemExpansionToggle={(_event, itemId, isExpanded) => {
          if (isExpanded) setOpens((previous) => ({ ...previous, [itemId]: (previous[itemId] ?? 0) + 1 }));
        }}
      >
        {sections.map((section) => (
          <TreeItem key={section.id} itemId={section.id} label={section.label}>
            {section.questions.map((question, index) => (
              <TreeItem key={question} itemId={`${section.id}-${index}`} label={question} />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
      {/* preview-end */}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        {sections.map((section) => (
          <Chip key={section.id} size="small" variant="outlined" label={`${section.label}: opened ${opens[section.id] ?? 0}×`} />
        ))}
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const chapters = Array.from({ length: 12 }, (_, index) => `Chapter ${index + 1}`);

export default function SimpleItemDomElement() {
  const apiRef = useTreeViewApiRef();

  // preview-start
  const scrollToEpilogue = () => {
    apiRef.current?.getItemDOMElement('epilogue')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  // preview-end

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Button size="small" onClick={scrollToEpilogue}>
        Scroll to the epilogue
      </Button>
      <Box sx={{ height: 180, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <SimpleTreeView apiRef={apiRef} aria-label="Book contents">
          <TreeItem itemId="prologue" label="Prologue" />
          {chapters.map((chapter) => (
            <TreeItem key={chapter} itemId={chapter} label={chapter} />
          ))}
          <TreeItem itemId="epilogue" label="Epilogue" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}

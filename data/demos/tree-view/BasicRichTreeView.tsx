import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface FileItem {
  id: string;
  label: string;
  children?: FileItem[];
}

const items: FileItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      { id: 'src/app', label: 'App.tsx' },
      { id: 'src/main', label: 'main.tsx' },
      {
        id: 'src/components',
        label: 'components',
        children: [
          { id: 'src/components/header', label: 'Header.tsx' },
          { id: 'src/components/footer', label: 'Footer.tsx' },
        ],
      },
    ],
  },
  { id: 'public', label: 'public', children: [{ id: 'public/favicon', label: 'favicon.svg' }] },
  { id: 'package', label: 'package.json' },
];

export default function BasicRichTreeView() {
  return (
    <div style={{ maxWidth: 360 }}>
      {/* preview-start */}
      <RichTreeView items={items} defaultExpandedItems={['src']} aria-label="Project files" />
      {/* preview-end */}
    </div>
  );
}

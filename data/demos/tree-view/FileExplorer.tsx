import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import FolderRounded from '@mui/icons-material/FolderRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import CodeRounded from '@mui/icons-material/CodeRounded';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { projectFiles, formatSize, type FileKind, type FileNode } from './data/fileSystem';

const icons: Record<FileKind, SvgIconComponent> = {
  folder: FolderRounded,
  image: ImageOutlined,
  pdf: PictureAsPdfOutlined,
  code: CodeRounded,
  doc: ArticleOutlined,
  sheet: TableChartOutlined,
  video: MovieOutlined,
};

interface FileLabelProps extends React.HTMLAttributes<HTMLDivElement> {
  kind: FileKind;
  sizeKb?: number;
  editable?: boolean;
}

// The label slot: an icon, the name, and the size aligned to the end.
function FileLabel({ kind, sizeKb, children, ...other }: FileLabelProps) {
  const Icon = icons[kind];
  return (
    <TreeItemLabel {...other} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" sx={{ color: kind === 'folder' ? 'primary.main' : 'text.secondary' }} />
      <Box component="span" sx={{ flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {children}
      </Box>
      {sizeKb !== undefined && (
        <Typography component="bdi" variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
          {formatSize(sizeKb)}
        </Typography>
      )}
    </TreeItemLabel>
  );
}

// One item: the default TreeItem, with the label slot fed from the item's data.
const FileItem = React.forwardRef(function FileItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const file = useTreeItemModel<FileNode>(props.itemId);
  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: FileLabel }}
      slotProps={{ label: { kind: file?.kind ?? 'doc', sizeKb: file?.sizeKb } as FileLabelProps }}
    />
  );
});

export default function FileExplorer() {
  const [selected, setSelected] = React.useState<string[]>(['brand/palette']);

  return (
    <Box sx={{ maxWidth: 460 }}>
      {/* preview-start */}
      <RichTreeView
        aria-label="Shared drive"
        items={projectFiles}
        slots={{ item: FileItem }}
        multiSelect
        checkboxSelection
        selectedItems={selected}
        onSelectedItemsChange={(_event, ids) => setSelected(ids)}
        defaultExpandedItems={['brand', 'website', 'website/src']}
        isItemEditable={(file) => file.kind !== 'folder'}
        itemChildrenIndentation={20}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {selected.length === 0 ? 'Nothing selected' : `${selected.length} selected`} · double-click a file name to rename it
      </Typography>
    </Box>
  );
}

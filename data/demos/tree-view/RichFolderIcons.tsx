import * as React from 'react';
import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';
import FolderRounded from '@mui/icons-material/FolderRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import CodeRounded from '@mui/icons-material/CodeRounded';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { projectFiles, type FileKind, type FileNode } from './data/fileSystem';

const fileIcons: Record<Exclude<FileKind, 'folder'>, SvgIconComponent> = {
  image: ImageOutlined,
  pdf: PictureAsPdfOutlined,
  code: CodeRounded,
  doc: ArticleOutlined,
  sheet: TableChartOutlined,
  video: MovieOutlined,
};

// preview-start
// Leaves get the icon of their file type; folders keep the tree's open and closed folder icons.
const FileTreeItem = React.forwardRef(function FileTreeItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const file = useTreeItemModel<FileNode>(props.itemId);
  const icon = file && file.kind !== 'folder' ? fileIcons[file.kind] : undefined;
  return <TreeItem {...props} ref={ref} slots={icon ? { icon } : undefined} />;
});

export default function RichFolderIcons() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <RichTreeView
        aria-label="Shared drive"
        items={projectFiles}
        defaultExpandedItems={['brand', 'finance']}
        slots={{ item: FileTreeItem, expandIcon: FolderRounded, collapseIcon: FolderOpenRounded }}
        slotProps={{ expandIcon: { color: 'primary' }, collapseIcon: { color: 'primary' } } as object}
        itemChildrenIndentation={24}
      />
    </Box>
  );
}
// preview-end

import {
  FileArchiveIcon,
  FileImageIcon,
  FileSpreadsheetIcon,
  FileTextIcon,
  FolderIcon,
  FileIcon as GenericFileIcon,
} from 'lucide-react';
import type { FileItem } from '@/file-manager/file-item.ts';

const byExtension: Record<string, typeof GenericFileIcon> = {
  pdf: FileTextIcon,
  doc: FileTextIcon,
  docx: FileTextIcon,
  txt: FileTextIcon,
  xls: FileSpreadsheetIcon,
  xlsx: FileSpreadsheetIcon,
  csv: FileSpreadsheetIcon,
  png: FileImageIcon,
  jpg: FileImageIcon,
  jpeg: FileImageIcon,
  gif: FileImageIcon,
  webp: FileImageIcon,
  zip: FileArchiveIcon,
};

/** The item's thumbnail when the library has one, else an icon for its type. Decorative. */
export function FileIcon({ item, size = 24 }: { item: FileItem; size?: number }) {
  if (item.thumbnail)
    return (
      <img
        src={item.thumbnail}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={{ objectFit: 'cover', borderRadius: 4 }}
      />
    );
  const Icon = item.type === 'Folder' ? FolderIcon : (byExtension[item.icon] ?? GenericFileIcon);
  return <Icon aria-hidden="true" size={size} data-icon={item.icon || 'file'} />;
}

import type { FileItem } from '../../file-manager/file-item.ts';
import { islandTextsOf } from '../../i18n/island-texts.ts';
import type { Locale } from '../../i18n/locales.ts';
import { translatorOf } from '../../i18n/texts.ts';

/** The file manager's strings in a story's language (Storybook's toolbar). */
export const fileManagerTexts = (locale: unknown) => {
  const language: Locale = locale === 'tr' || locale === 'ar' ? locale : 'en';
  const texts = islandTextsOf(language, ['fileManager', 'fileLibrary', 'fileTransfer', 'fileOrganise']);
  return { t: translatorOf(texts), locale: texts.tag };
};

const base = {
  url: 'https://contoso.sharepoint.example/Shared%20Documents',
  downloadUrl: '',
  parentId: 'root',
  classified: false as const,
  created: '2025-11-05T09:30:00Z',
  owner: 'Ada Admin',
  thumbnail: '',
  preview: '',
  childCount: 0,
};

/** A folder as a library shows it: two folders, documents of several kinds, one nobody modified. */
export const sampleItems: FileItem[] = [
  {
    ...base,
    id: 'f1',
    entityId: 'f1',
    name: 'Contracts',
    type: 'Folder',
    icon: 'folder',
    mimeType: '',
    modified: '2025-11-05T09:30:00Z',
    modifiedBy: 'Ada Admin',
    size: 0,
    childCount: 12,
  },
  {
    ...base,
    id: 'f2',
    entityId: 'f2',
    name: 'Invoices 2025',
    type: 'Folder',
    icon: 'folder',
    mimeType: '',
    modified: '2025-10-21T14:00:00Z',
    modifiedBy: 'Cem Client',
    size: 0,
    childCount: 48,
  },
  {
    ...base,
    id: 'd1',
    entityId: 'd1',
    name: 'Master services agreement — Northwind Traders.pdf',
    type: 'Document',
    icon: 'pdf',
    mimeType: 'application/pdf',
    modified: '2025-11-05T10:12:00Z',
    modifiedBy: 'Vera Vendor',
    size: 1_482_113,
  },
  {
    ...base,
    id: 'd2',
    entityId: 'd2',
    name: 'Spend by category.xlsx',
    type: 'Document',
    icon: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    modified: '2025-09-30T08:00:00Z',
    modifiedBy: null,
    size: 88_064,
  },
  {
    ...base,
    id: 'd3',
    entityId: 'd3',
    name: 'Renewal notes.docx',
    type: 'Document',
    icon: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    modified: '2024-05-10T16:45:00Z',
    modifiedBy: 'Ada Admin',
    size: 23_552,
  },
];

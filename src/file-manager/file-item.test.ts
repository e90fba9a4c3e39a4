import { describe, expect, it } from 'vitest';
import { isViewable, toFileItem } from './file-item.ts';

describe('file item (docs/data.md)', () => {
  it('maps a Graph document', () => {
    const item = toFileItem({
      id: '01ABC',
      name: 'Master Agreement.PDF',
      size: 2048,
      eTag: '"{6F1C2B3A-1111-4222-8333-944455556666},4"',
      webUrl: 'https://tenant/view/1',
      createdDateTime: '2024-01-02T03:04:05Z',
      lastModifiedDateTime: '2024-02-03T04:05:06Z',
      createdBy: { user: { displayName: 'Ada Admin', email: 'Ada.Admin@efi.test' } },
      lastModifiedBy: { user: { displayName: 'Cem Client' } },
      parentReference: { id: '01PARENT' },
      file: { mimeType: 'application/pdf' },
      '@microsoft.graph.downloadUrl': 'https://tenant/download/1',
      thumbnails: [{ small: { url: 's' }, medium: { url: 'm' }, large: { url: 'l' } }],
    });
    expect(item).toEqual({
      id: '01ABC',
      name: 'Master Agreement.PDF',
      type: 'Document',
      icon: 'pdf',
      url: 'https://tenant/view/1',
      downloadUrl: 'https://tenant/download/1',
      entityId: '6F1C2B3A-1111-4222-8333-944455556666',
      parentId: '01PARENT',
      classified: false,
      created: '2024-01-02T03:04:05Z',
      owner: 'Ada Admin',
      modified: '2024-02-03T04:05:06Z',
      modifiedBy: 'Cem Client',
      size: 2048,
      thumbnail: 's',
      preview: 'l',
      mimeType: 'application/pdf',
      childCount: 0,
      eTag: '"{6F1C2B3A-1111-4222-8333-944455556666},4"',
      createdById: 'ada.admin@efi.test',
    });
    expect(isViewable(item)).toBe(true);
  });

  it('maps a folder, with nobody as last modifier when Graph names none', () => {
    const item = toFileItem({ id: 'F', name: 'Contracts', folder: { childCount: 3 } });
    expect(item).toMatchObject({ type: 'Folder', icon: 'folder', modifiedBy: null, childCount: 3, downloadUrl: '' });
    expect(item.entityId).toBe('F');
    expect(isViewable(item)).toBe(false);
  });

  it('does not offer to open HTML or SVG in the browser', () => {
    expect(isViewable(toFileItem({ id: 'h', name: 'a.html', file: { mimeType: 'text/html' } }))).toBe(false);
    expect(isViewable(toFileItem({ id: 's', name: 'a.svg', file: { mimeType: 'image/svg+xml' } }))).toBe(false);
  });
});

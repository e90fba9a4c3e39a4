import { describe, expect, it } from 'vitest';
import { toFileItem } from './file-item.ts';
import { previewKindOf, viewerActionOf, zoomedIn, zoomedOut } from './preview.ts';

const file = (name: string, mimeType = '') => toFileItem({ id: name, name, file: { mimeType } });

describe('preview', () => {
  it('shows PDFs and images as they are, Office files through Graph’s PDF, and nothing else', () => {
    expect(previewKindOf(file('Lease.PDF'))).toBe('pdf');
    expect(previewKindOf(file('scan', 'application/pdf'))).toBe('pdf');
    expect(previewKindOf(file('photo.jpeg'))).toBe('image');
    expect(previewKindOf(file('logo.svg', 'image/svg+xml'))).toBe('none');
    expect(previewKindOf(file('Plan.docx'))).toBe('converted');
    expect(previewKindOf(file('Budget.xlsx'))).toBe('converted');
    expect(previewKindOf(file('Deck.pptx'))).toBe('converted');
    expect(previewKindOf(file('archive.zip'))).toBe('none');
    expect(previewKindOf(toFileItem({ id: 'f', name: 'a.pdf', folder: { childCount: 0 } }))).toBe('none');
  });

  it('zooms by steps and stops at the ends', () => {
    expect(zoomedIn(1)).toBe(1.25);
    expect(zoomedIn(3)).toBe(3);
    expect(zoomedOut(1)).toBe(0.75);
    expect(zoomedOut(0.5)).toBe(0.5);
  });

  it('turns pages with the arrows in the reading direction', () => {
    expect(viewerActionOf('ArrowRight', false)).toBe('next');
    expect(viewerActionOf('ArrowRight', true)).toBe('previous');
    expect(viewerActionOf('ArrowLeft', true)).toBe('next');
    expect(viewerActionOf('PageDown', true)).toBe('next');
    expect(viewerActionOf('+', false)).toBe('zoomIn');
    expect(viewerActionOf('x', false)).toBeUndefined();
  });
});

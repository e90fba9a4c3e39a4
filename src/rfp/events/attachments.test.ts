import { describe, expect, it } from 'vitest';
import { fileReadable } from './access.ts';
import { attachmentFolderOf, contentMatches, contentTypeOf, fileProblemOf, libraryNameOf } from './attachments.ts';
import { attachProblem, submitted, withFileAttached, withoutFile } from './changes.ts';
import { type AttachedFile, emptyResponse, LIMITS, type RfpEvent, type VendorResponse } from './event.ts';
import { anEventWithFiles, buyer, clientUser, otherVendor, outsider, vera } from './testing.ts';

const now = new Date('2026-12-01T09:00:00Z');
const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

const withFilesQuestion = (changes: Partial<RfpEvent> = {}) => anEventWithFiles(now, changes);

const aFile = (itemId: string, name = 'Prices.pdf'): AttachedFile => ({
  name,
  size: 1200,
  sha256: 'ab'.repeat(32),
  itemId,
  at: now.toISOString(),
});

describe('the files a vendor may attach', () => {
  it('takes PDF, office documents, CSV, text, PNG, JPEG and ZIP, by extension in any case', () => {
    for (const name of [
      'a.pdf',
      'b.DOCX',
      'c.xlsx',
      'd.pptx',
      'e.doc',
      'f.xls',
      'g.csv',
      'h.txt',
      'i.png',
      'j.JPG',
      'k.zip',
      'l.odt',
    ]) {
      expect(fileProblemOf({ name, size: 10 }, 0), name).toBeUndefined();
    }
    for (const name of ['setup.exe', 'page.html', 'script.js', 'noextension', '.pdf', 'image.svg']) {
      expect(fileProblemOf({ name, size: 10 }, 0), name).toEqual({ code: 'fileType', name });
    }
  });

  it('refuses an empty file, one over the size limit naming it, and one more than the count per answer', () => {
    expect(fileProblemOf({ name: 'empty.pdf', size: 0 }, 0)).toEqual({ code: 'fileType', name: 'empty.pdf' });
    expect(fileProblemOf({ name: 'big.pdf', size: LIMITS.fileBytes }, 0)).toBeUndefined();
    expect(fileProblemOf({ name: 'big.pdf', size: LIMITS.fileBytes + 1 }, 0)).toEqual({
      code: 'fileSize',
      name: 'big.pdf',
      size: '25 MB',
    });
    expect(fileProblemOf({ name: 'sixth.pdf', size: 10 }, LIMITS.filesPerAnswer)).toEqual({
      code: 'fileCount',
      limit: LIMITS.filesPerAnswer,
    });
  });

  it('checks the first bytes are what the extension says', () => {
    expect(contentMatches('a.pdf', text('%PDF-1.7\n'))).toBe(true);
    expect(contentMatches('a.pdf', bytes(0x4d, 0x5a, 0x90, 0))).toBe(false);
    expect(contentMatches('a.docx', bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe(true);
    expect(contentMatches('a.xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(true);
    expect(contentMatches('a.png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(contentMatches('a.jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(contentMatches('a.png', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(false);
    expect(contentMatches('a.csv', text('a;b\r\n1;2'))).toBe(true);
    expect(contentMatches('a.csv', bytes(0x4d, 0x5a, 0, 0))).toBe(false);
    expect(contentMatches('a.exe', bytes(0x4d, 0x5a))).toBe(false);
  });

  it('serves a kept file as its kind, and anything else as bytes', () => {
    expect(contentTypeOf('Prices.PDF')).toBe('application/pdf');
    expect(contentTypeOf('notes.txt')).toBe('text/plain');
    expect(contentTypeOf('x.html')).toBe('application/octet-stream');
  });
});

describe('where the files are kept in the client’s library', () => {
  it('names a folder per event and vendor, in names SharePoint takes', () => {
    expect(attachmentFolderOf({ id: 'abc123', title: 'Card processing services' }, 'Vendor Co')).toBe(
      'RFP_EVENTS/Card processing services (abc123)/Vendor Co',
    );
    expect(attachmentFolderOf({ id: 'x1', title: 'Q4: "fleet" / tracking?' }, ' ..Tailspin*Payments.. ')).toBe(
      'RFP_EVENTS/Q4_ _fleet_ _ tracking_ (x1)/Tailspin_Payments',
    );
  });

  it('keeps a long name’s extension and gives a fallback for nothing left or a reserved name', () => {
    const long = libraryNameOf(`${'a'.repeat(300)}.pdf`, 'file');
    expect(long.length).toBe(150);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(libraryNameOf(' ... ', 'file')).toBe('file');
    expect(libraryNameOf('CON', 'file')).toBe('file');
    expect(libraryNameOf('~$draft.docx', 'file')).toBe('draft.docx');
  });
});

describe('attaching and removing files in the draft', () => {
  const event = withFilesQuestion();

  it('attaches to a files question of an open event, up to the count per answer', () => {
    let response: VendorResponse = emptyResponse();
    for (let index = 0; index < LIMITS.filesPerAnswer; index++) {
      const outcome = withFileAttached(event, response, 3, aFile(`item-${index}`), now);
      if (!outcome.ok) throw new Error(outcome.problem.code);
      response = outcome.value;
    }
    expect(response.files['3']).toHaveLength(LIMITS.filesPerAnswer);
    expect(withFileAttached(event, response, 3, aFile('one-more'), now)).toEqual({
      ok: false,
      problem: { code: 'fileCount', limit: LIMITS.filesPerAnswer },
    });
  });

  it('refuses another question type, a question no longer asked, and a closed event', () => {
    const input = { name: 'a.pdf', size: 10 };
    expect(attachProblem(event, emptyResponse(), { question: 1, ...input }, now)).toEqual({ code: 'notFiles' });
    expect(attachProblem(event, emptyResponse(), { question: 9, ...input }, now)).toEqual({
      code: 'questionGone',
      question: 9,
    });
    const late = new Date(Date.parse(event.deadline) + 1);
    expect(attachProblem(event, emptyResponse(), { question: 3, ...input }, late)).toEqual({ code: 'late' });
  });

  it('removes a file before the deadline, and a second removal finds nothing', () => {
    const attached = withFileAttached(event, emptyResponse(), 3, aFile('item-1'), now);
    if (!attached.ok) throw new Error(attached.problem.code);
    const removed = withoutFile(event, attached.value, 3, 'item-1', now);
    if (!removed.ok) throw new Error(removed.problem.code);
    expect(removed.value.files['3']).toEqual([]);
    expect(withoutFile(event, removed.value, 3, 'item-1', now)).toEqual({ ok: false, problem: { code: 'fileGone' } });
    const late = new Date(Date.parse(event.deadline) + 1);
    expect(withoutFile(event, attached.value, 3, 'item-1', late)).toEqual({ ok: false, problem: { code: 'late' } });
  });

  it('lists each file with its SHA-256 on the receipt, and counts the answer once', () => {
    let response = emptyResponse();
    for (const id of ['item-1', 'item-2']) {
      const outcome = withFileAttached(event, response, 3, aFile(id, `${id}.pdf`), now);
      if (outcome.ok) response = outcome.value;
    }
    const sent = submitted(event, response, { uid: 'vera', name: 'Vera Vendor' }, now);
    if (!sent.ok) throw new Error(sent.problem.code);
    expect(sent.value.submitted?.receipt.answers).toBe(1);
    expect(sent.value.submitted?.receipt.files).toEqual([
      { question: 3, name: 'item-1.pdf', sha256: 'ab'.repeat(32), itemId: 'item-1' },
      { question: 3, name: 'item-2.pdf', sha256: 'ab'.repeat(32), itemId: 'item-2' },
    ]);
  });
});

describe('who may download a vendor’s file', () => {
  const event = withFilesQuestion();
  const attached = withFileAttached(event, emptyResponse(), 3, aFile('item-1'), now);
  const draft = attached.ok ? attached.value : emptyResponse();
  const sent = submitted(event, draft, { uid: 'vera', name: 'Vera Vendor' }, now);
  const response = sent.ok ? sent.value : draft;
  const afterClose = new Date(Date.parse(event.deadline) + 1);

  it('the vendor itself at any time; another vendor and an outsider never', () => {
    expect(fileReadable(event, vera, 'Vendor Co', draft, 'item-1', now)?.name).toBe('Prices.pdf');
    expect(fileReadable(event, vera, 'Vendor Co', response, 'item-1', afterClose)?.name).toBe('Prices.pdf');
    for (const when of [now, afterClose]) {
      expect(fileReadable(event, otherVendor, 'Vendor Co', response, 'item-1', when)).toBeUndefined();
      expect(fileReadable(event, outsider, 'Vendor Co', response, 'item-1', when)).toBeUndefined();
    }
  });

  it('the buyer and the client only after the close, and only what was submitted', () => {
    for (const viewer of [buyer, clientUser]) {
      expect(fileReadable(event, viewer, 'Vendor Co', response, 'item-1', now)).toBeUndefined();
      expect(fileReadable(event, viewer, 'Vendor Co', response, 'item-1', afterClose)?.name).toBe('Prices.pdf');
      expect(fileReadable(event, viewer, 'Vendor Co', draft, 'item-1', afterClose)).toBeUndefined();
    }
  });

  it('a file removed from the draft stays readable while the submission holds it', () => {
    const removed = withoutFile(event, response, 3, 'item-1', now);
    const kept = removed.ok ? removed.value : response;
    expect(fileReadable(event, vera, 'Vendor Co', kept, 'item-1', now)?.name).toBe('Prices.pdf');
    expect(fileReadable(event, buyer, 'Vendor Co', kept, 'item-1', afterClose)?.name).toBe('Prices.pdf');
    expect(fileReadable(event, vera, 'Vendor Co', kept, 'unknown', now)).toBeUndefined();
  });
});

/**
 * The files of a report export: what the report shows on one page with its filters, as text lines
 * (the same figures the host draws), written as a one-page PDF (pdf-lib, through the library's
 * document writer) or a one-slide PowerPoint (the Office Open XML parts PowerPoint requires,
 * zipped by fflate). Pure apart from the writers; deterministic for the same view.
 */
import { zipSync } from 'fflate';
import { pdfDocument } from '../drive/documents.ts';
import type { InvoiceIntelData, ReportFilters, VendorIntelData } from './invoices.ts';

export type ExportFormat = 'PDF' | 'PPTX';

export interface ExportView {
  reportTitle: string;
  pageTitle: string;
  filters: ReportFilters;
  data: InvoiceIntelData | VendorIntelData;
  page: string;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

/** How the filters read on the exported page. */
export function filtersLine(filters: ReportFilters): string {
  return `Filters: status ${filters.status ?? 'all'}; period the last ${filters.months} months`;
}

/** The figures of the page, one line each. */
export function viewLines({ data, page }: ExportView): string[] {
  if (data.report === 'InvoiceIntel') {
    if (page === 'overview')
      return [
        `Total spend: ${money.format(data.kpis.totalSpend)}`,
        `Invoices: ${count.format(data.kpis.invoices)}`,
        `Average invoice: ${money.format(data.kpis.averageInvoice)}`,
        `Vendors: ${data.kpis.vendors}`,
        `Open amount: ${money.format(data.kpis.openAmount)}`,
        ...data.byStatus.map((status) => `${status.name}: ${money.format(status.amount)} (${status.count} invoices)`),
      ];
    if (page === 'vendors') return data.byVendor.map((vendor) => `${vendor.name}: ${money.format(vendor.amount)}`);
    return data.topInvoices.map(
      (invoice) =>
        `${invoice.number}  ${invoice.vendor}  ${invoice.date}  ${money.format(invoice.amount)}  ${invoice.status}`,
    );
  }
  if (page === 'concentration')
    return [
      `Vendors: ${data.kpis.vendors}`,
      `Top 5 share: ${data.kpis.topFiveShare}%`,
      `Concentration index (HHI): ${count.format(data.kpis.herfindahl)}`,
      `New vendors, last 12 months: ${data.kpis.newVendorsLastYear}`,
      ...data.concentration.slice(0, 20).map((vendor) => `${vendor.name}: ${vendor.cumulativeShare}% cumulative`),
    ];
  if (page === 'share') return data.share.map((part) => `${part.name}: ${money.format(part.amount)}`);
  return data.months.map(
    (month, index) =>
      `${month}: recurring ${money.format(data.recurringSpend[index] ?? 0)}, new ${money.format(data.newSpend[index] ?? 0)}`,
  );
}

export async function exportFile(view: ExportView, format: ExportFormat, created: Date): Promise<Buffer> {
  const title = `${view.reportTitle}: ${view.pageTitle}`;
  const lines = [filtersLine(view.filters), '', ...viewLines(view)];
  const subtitle = view.data.clients.join(', ');
  if (format === 'PDF') return pdfDocument({ title, subtitle, lines, author: 'Local report host', created });
  return pptxDocument(title, subtitle, lines);
}

function xml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function textBox(id: number, name: string, y: number, height: number, paragraphs: string[], size: number): string {
  const body = paragraphs
    .map((line) => `<a:p><a:r><a:rPr lang="en-US" sz="${size}"/><a:t>${xml(line)}</a:t></a:r></a:p>`)
    .join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="457200" y="${y}"/><a:ext cx="11277600" cy="${height}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"><a:normAutofit/></a:bodyPr><a:lstStyle/>${body}</p:txBody></p:sp>`;
}

const emptyTree =
  '<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/></p:spTree></p:cSld>';

const theme = `${HEAD}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Report"><a:themeElements><a:clrScheme name="Report"><a:dk1><a:srgbClr val="000000"/></a:dk1><a:lt1><a:srgbClr val="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="1E3A8A"/></a:dk2><a:lt2><a:srgbClr val="F3F4F6"/></a:lt2><a:accent1><a:srgbClr val="1D4ED8"/></a:accent1><a:accent2><a:srgbClr val="0F766E"/></a:accent2><a:accent3><a:srgbClr val="B45309"/></a:accent3><a:accent4><a:srgbClr val="7C3AED"/></a:accent4><a:accent5><a:srgbClr val="BE123C"/></a:accent5><a:accent6><a:srgbClr val="15803D"/></a:accent6><a:hlink><a:srgbClr val="0369A1"/></a:hlink><a:folHlink><a:srgbClr val="4338CA"/></a:folHlink></a:clrScheme><a:fontScheme name="Report"><a:majorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="Report"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:fillStyleLst><a:lnStyleLst><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;

/** A one-slide 16:9 presentation: the title, the clients and the lines (as many as fit). */
export function pptxDocument(title: string, subtitle: string, lines: readonly string[]): Buffer {
  const enc = (text: string) => new TextEncoder().encode(text);
  const slide = `${HEAD}<p:sld ${NS}><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${textBox(2, 'Title', 304800, 685800, [title], 2800)}${textBox(3, 'Clients', 990600, 380000, [subtitle], 1400)}${textBox(4, 'Figures', 1447800, 5105400, lines.slice(0, 28) as string[], 1100)}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': enc(
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/><Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml"/><Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/><Override PartName="/ppt/slides/slide1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/><Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/></Types>`,
    ),
    '_rels/.rels': enc(
      `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
    ),
    'ppt/presentation.xml': enc(
      `${HEAD}<p:presentation ${NS}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst><p:sldId id="256" r:id="rId2"/></p:sldIdLst><p:sldSz cx="12192000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    ),
    'ppt/_rels/presentation.xml.rels': enc(
      `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/slideMaster" Target="slideMasters/slideMaster1.xml"/><Relationship Id="rId2" Type="${REL}/slide" Target="slides/slide1.xml"/><Relationship Id="rId3" Type="${REL}/theme" Target="theme/theme1.xml"/></Relationships>`,
    ),
    'ppt/slideMasters/slideMaster1.xml': enc(
      `${HEAD}<p:sldMaster ${NS}>${emptyTree}<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`,
    ),
    'ppt/slideMasters/_rels/slideMaster1.xml.rels': enc(
      `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/><Relationship Id="rId2" Type="${REL}/theme" Target="../theme/theme1.xml"/></Relationships>`,
    ),
    'ppt/slideLayouts/slideLayout1.xml': enc(
      `${HEAD}<p:sldLayout ${NS} type="blank">${emptyTree}<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`,
    ),
    'ppt/slideLayouts/_rels/slideLayout1.xml.rels': enc(
      `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/slideMaster" Target="../slideMasters/slideMaster1.xml"/></Relationships>`,
    ),
    'ppt/slides/slide1.xml': enc(slide),
    'ppt/slides/_rels/slide1.xml.rels': enc(
      `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/></Relationships>`,
    ),
    'ppt/theme/theme1.xml': enc(theme),
  };
  // A fixed time in the zip's entries: the same view gives the same bytes.
  return Buffer.from(zipSync(files, { mtime: new Date('2026-01-01T00:00:00Z') }));
}

import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { REPORT_PAGES } from './report-data.ts';

describe('the reports pages', () => {
  it('are the ones the host script draws (it keeps its own copy)', async () => {
    const host = await readFile(new URL('./host/host.ts', import.meta.url), 'utf8');
    for (const [reportId, { title, pages }] of Object.entries(REPORT_PAGES)) {
      expect(host).toContain(`'${reportId}': {\n      title: '${title}',`);
      for (const page of pages) expect(host).toContain(`{ name: '${page.name}', displayName: '${page.displayName}' }`);
    }
  });
});

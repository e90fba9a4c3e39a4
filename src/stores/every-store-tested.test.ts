import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('.', import.meta.url));

describe('the stores', () => {
  it('each have a test beside them (the stand-ins that tests share are not stores)', () => {
    const stores = readdirSync(folder).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('-stand-ins.ts'),
    );
    expect(stores.length).toBeGreaterThan(20);
    const untested = stores.filter((name) => !existsSync(`${folder}${name.replace(/\.ts$/, '.test.ts')}`));
    expect(untested).toEqual([]);
  });
});

// A JSON file made once per data folder (keys, secrets) and read ever after, safe when several
// processes start at once on the same folder.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads a JSON file, or creates it with `create()` if it does not exist. The content is written to
 * a file of this process's own, then linked to its name: `link` fails if the name exists and never
 * shows a half-written file, so two starts racing on the same data folder end up with the same,
 * whole content (a `wx` write let the loser read the winner's file while it was still empty).
 */
export async function readOrCreateJson<T>(
  file: string,
  create: () => Promise<T>,
  isValid: (value: unknown) => value is T,
) {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isValid(value)) return value;
    throw new Error(`${file} is not in the expected format; delete it to create a new one.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const value = await create();
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(draft, `${JSON.stringify(value, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(draft, file);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readOrCreateJson(file, create, isValid);
  } finally {
    await unlink(draft);
  }
}

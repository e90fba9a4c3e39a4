import { describe, expect, it } from 'vitest';
import { keptPerSite } from './kept.ts';

/** A read whose answers the test hands out one by one, in the order they were asked for. */
function library() {
  const asked: { siteID: string; answer: (value: string) => void; fail: (error: Error) => void }[] = [];
  const read = (siteID: string) =>
    new Promise<string>((resolve, reject) => {
      asked.push({ siteID, answer: resolve, fail: reject });
    });
  return { read, asked };
}

const times = { freshMs: 60_000, staleMs: 600_000 };
/** Lets the settled reads' callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('what the Overview keeps per site', () => {
  it('shares one read among the views that ask while it is under way, and keeps it fresh a minute', async () => {
    let time = 0;
    const { read, asked } = library();
    const ofSite = keptPerSite(read, times, () => time);
    const first = ofSite('a');
    const second = ofSite('a');
    expect(asked).toHaveLength(1);
    asked[0]?.answer('one');
    expect(await first).toBe('one');
    expect(await second).toBe('one');
    time += 59_000;
    expect(await ofSite('a')).toBe('one');
    expect(asked).toHaveLength(1);
    // Another site is read on its own.
    void ofSite('b');
    expect(asked.map((each) => each.siteID)).toEqual(['a', 'b']);
  });

  it('answers past the minute at once with what it kept, while one read behind it brings the next', async () => {
    let time = 0;
    const { read, asked } = library();
    const ofSite = keptPerSite(read, times, () => time);
    const first = ofSite('a');
    asked[0]?.answer('one');
    await first;
    time += 61_000;
    // Not waiting for the read under way: every view meanwhile has the kept value.
    expect(await ofSite('a')).toBe('one');
    expect(await ofSite('a')).toBe('one');
    expect(asked).toHaveLength(2);
    asked[1]?.answer('two');
    await settle();
    expect(await ofSite('a')).toBe('two');
    expect(asked).toHaveLength(2);
  });

  it('makes a view wait for the read when what it kept is older than the stale limit', async () => {
    let time = 0;
    const { read, asked } = library();
    const ofSite = keptPerSite(read, times, () => time);
    const first = ofSite('a');
    asked[0]?.answer('one');
    await first;
    time += 600_000;
    const late = ofSite('a');
    let answered: string | undefined;
    void late.then((value) => {
      answered = value;
    });
    await settle();
    expect(answered).toBeUndefined();
    asked[1]?.answer('two');
    expect(await late).toBe('two');
  });

  it('keeps no failure: the first read failing fails its views, and the next view reads again', async () => {
    const { read, asked } = library();
    const ofSite = keptPerSite(read, times, () => 0);
    const first = ofSite('a');
    asked[0]?.fail(new Error('down'));
    await expect(first).rejects.toThrow('down');
    const again = ofSite('a');
    expect(asked).toHaveLength(2);
    asked[1]?.answer('one');
    expect(await again).toBe('one');
  });

  it('still answers with what it kept when the read behind it fails, and a later view asks again', async () => {
    let time = 0;
    const { read, asked } = library();
    const ofSite = keptPerSite(read, times, () => time);
    const first = ofSite('a');
    asked[0]?.answer('one');
    await first;
    time += 61_000;
    expect(await ofSite('a')).toBe('one');
    asked[1]?.fail(new Error('down'));
    await settle();
    expect(await ofSite('a')).toBe('one');
    expect(asked).toHaveLength(3);
    asked[2]?.answer('two');
    await settle();
    expect(await ofSite('a')).toBe('two');
  });
});

import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

/**
 * Security finding 9: two teachers creating 60 pupil accounts each (120 scrypt hashes at once) starved an
 * unrelated pupil's sign-in (14.6–39.7 s instead of 0.2–0.6 s), because every hash went straight into
 * libuv's first-come-first-served thread pool. No clock here (timed unit tests flake on a busy machine):
 * the test counts how many bulk hashes finish while each sign-in's check is under way.
 */
describe('scrypt queue: sign-ins go ahead of bulk hashing', () => {
  it('a sign-in during two creations of 60 accounts waits for a few bulk hashes, not for the whole queue', async () => {
    const stored = await hashPassword('sonne-mond42');
    let bulkDone = 0;
    const teacher = (t: number) =>
      Promise.all(Array.from({ length: 60 }, (_, i) =>
        hashPassword(`kind-${t}-${i}`, { priority: 'bulk' }).then(() => { bulkDone++; })));
    const creations = Promise.all([teacher(1), teacher(2)]);
    // The pupil signs in a few times while both creations are under way.
    while (bulkDone < 3) await new Promise((resolve) => setImmediate(resolve));

    const waitedFor: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = bulkDone;
      expect(await verifyPassword('sonne-mond42', stored)).toBe(true);
      waitedFor.push(bulkDone - before);
    }
    const bulkLeftAfterSignIns = 120 - bulkDone;
    await creations;

    // Each sign-in waited for at most the few bulk hashes already running (without the queue: ~115 of 120).
    expect(Math.max(...waitedFor)).toBeLessThanOrEqual(4);
    // All five sign-ins were done long before the bulk queue drained.
    expect(bulkLeftAfterSignIns).toBeGreaterThan(60);
    expect(bulkDone).toBe(120);
  }, 120_000);
});

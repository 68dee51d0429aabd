import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { inTransaction } from './transaction.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.sql`create table tx_probe (v text)`;
});
afterAll(async () => t?.close());

describe('inTransaction', () => {
  it('commits the work, then runs the after-commit tasks in order, seeing the committed data', async () => {
    const seen: string[] = [];
    const result = await inTransaction(t.sql, async (tx, afterCommit) => {
      await tx`insert into tx_probe values ('a')`;
      afterCommit(async () => { seen.push(`first:${(await t.sql`select count(*)::int as n from tx_probe where v = 'a'`)[0]!.n}`); });
      afterCommit(async () => { seen.push('second'); });
      expect(seen).toEqual([]);
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual(['first:1', 'second']);
  });

  it('rolls everything back on an error and never runs the after-commit tasks', async () => {
    let ran = false;
    await expect(inTransaction(t.sql, async (tx, afterCommit) => {
      await tx`insert into tx_probe values ('b')`;
      afterCommit(async () => { ran = true; });
      throw new Error('mittendrin');
    })).rejects.toThrow('mittendrin');
    expect(ran).toBe(false);
    expect((await t.sql`select count(*)::int as n from tx_probe where v = 'b'`)[0]!.n).toBe(0);
  });
});

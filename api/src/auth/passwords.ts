import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt parameters (N=2^15, r=8, p=1): OWASP's recommended minimum. */
const PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 32;

/**
 * Whose hash it is: `interactive` (the default) for someone waiting at a form (sign-in, sign-up, one password
 * reset); `bulk` for many hashes at once ('Lernende erfassen': up to 60 per request).
 */
export type HashPriority = 'interactive' | 'bulk';

/**
 * The queue in front of scrypt (security finding 9). scrypt runs on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), first come first served, shared with file and DNS work. Two teachers
 * creating 60 accounts each once put 120 hashes into it, and an unrelated pupil's sign-in waited behind all
 * of them (14.6–39.7 s instead of 0.2–0.6 s). So every scrypt call waits here for a slot:
 * - at most 3 run at once, so one pool thread always stays free for the rest of the server;
 * - a bulk hash starts only while fewer than 2 run, so a sign-in finds a free slot at once;
 * - a waiting interactive job always starts before a waiting bulk one.
 * A sign-in thus waits for at most the bulk hashes already running, never for the queue behind them.
 * Bulk throughput stays at two hashes at a time, which a 2-core server could not beat anyway.
 */
const MAX_RUNNING: Record<HashPriority, number> = { interactive: 3, bulk: 2 };
const waiting: Record<HashPriority, (() => void)[]> = { interactive: [], bulk: [] };
let running = 0;

/** Starts waiting jobs while their priority has room, interactive ones first. */
function startWaiting() {
  for (;;) {
    const next = (running < MAX_RUNNING.interactive && waiting.interactive.shift())
      || (running < MAX_RUNNING.bulk && waiting.bulk.shift());
    if (!next) return;
    running++;
    next();
  }
}

async function scryptAsync(password: string, salt: Buffer, params: ScryptOptions, priority: HashPriority): Promise<Buffer> {
  await new Promise<void>((resolve) => {
    waiting[priority].push(resolve);
    startWaiting();
  });
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    running--;
    startWaiting();
  }
}

/**
 * Hashes a password into a self-describing string: scrypt$N$r$p$salt$hash. Callers hashing many passwords at
 * once pass `{ priority: 'bulk' }`, so sign-ins go ahead of them.
 */
export async function hashPassword(password: string, opts: { priority?: HashPriority } = {}): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, PARAMS, opts.priority ?? 'interactive');
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; false for malformed hashes. Always interactive (a sign-in). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem,
  }, 'interactive');
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password: verified against when the email is unknown, so timing doesn't reveal accounts. */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(16).toString('hex'));

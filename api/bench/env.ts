import { z } from 'zod';

/** The benchmarks' own settings (the one place they read process.env). */
export const benchEnv = z
  .object({
    BENCH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    BENCH_CONNECTIONS: z.coerce.number().int().min(1).max(1000).default(50),
    /** Poll fan-out (poll-fanout.bench.ts): SSE subscribers and rounds. */
    BENCH_POLL_SUBSCRIBERS: z.coerce.number().int().min(2).max(20_000).default(3000),
    BENCH_POLL_ROUNDS: z.coerce.number().int().min(1).max(1000).default(20),
    /** Processes holding the subscribers (real subscribers are browsers on their own machines). */
    BENCH_POLL_CLIENT_PROCESSES: z.coerce.number().int().min(1).max(16).default(2),
    /** Sign-in under bulk hashing (signin-under-bulk.bench.ts): rounds of two concurrent creations of 60 accounts. */
    BENCH_SIGNIN_ROUNDS: z.coerce.number().int().min(1).max(100).default(5),
  })
  .parse(process.env);

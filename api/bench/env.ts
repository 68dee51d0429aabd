import { z } from 'zod';

/** The benchmark's own settings (the one place it reads process.env). */
export const benchEnv = z
  .object({
    BENCH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    BENCH_CONNECTIONS: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .parse(process.env);

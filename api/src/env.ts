import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from './proxy-trust.ts';
import { parseAllowHosts } from './outbound/outbound-client.ts';

/**
 * The one place that reads process.env for the platform server (API + static
 * bundles). Parsed once at boot; a bad value stops the start with the variable's name.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Like `bool`, but on unless set to a false value. */
const boolDefaultTrue = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('true')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  // Unset: 54329, or a free port when that one is taken (infra/embedded-pg).
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  API_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).optional(),
  /** A request body with no byte for this long ends with 408 REQUEST_TIMEOUT (its temp file removed). */
  BODY_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).max(86_400).default(3600),
  // A session (its refresh cookie) ends after this many days without a refresh, and in any case
  // this many days after sign-in. 400 days is the most a browser keeps a cookie.
  REFRESH_TOKEN_IDLE_DAYS: z.coerce.number().int().min(1).max(400).default(30),
  REFRESH_TOKEN_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(400).default(180),
  EMAIL_CONFIRMATION: bool,
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Lernplattform <no-reply@localhost>'),
  // Limits (README "Limits"): per address only ceilings sized for a school behind one NAT address;
  // guessing is limited per account and source, refresh per session, joins per user.
  RATE_LIMIT_AUTH_IP_PER_MIN: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_SIGNIN_FAILURES_PER_MIN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGNIN_FAILURES_IP_PER_MIN: z.coerce.number().int().min(1).default(200),
  RATE_LIMIT_REFRESH_PER_MIN: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_JOIN_FAILURES_PER_MIN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_JOIN_FAILURES_IP_PER_MIN: z.coerce.number().int().min(1).default(200),
  RATE_LIMIT_UPLOADS_PER_MIN: z.coerce.number().int().min(1).default(60),
  // LTI scores waiting in the outbox: looked for this often; a failed send is retried after this, doubling up to an hour.
  LTI_OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  LTI_OUTBOX_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(10),
  // Dynamic LTI registrations (/lti/register, opened without a sign-in) per source address and minute.
  RATE_LIMIT_LTI_REGISTER_PER_MIN: z.coerce.number().int().min(1).default(10),
  // Which peers are reverse proxies whose X-Forwarded-* count: false, a hop count (true = 1), or addresses/CIDRs/loopback… (proxy-trust.ts).
  TRUST_PROXY: z.string().default('false').transform((v, ctx) => {
    try {
      return parseTrustProxy(v);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
      return z.NEVER;
    }
  }),
  // Outbound calls (LMS, game bundles; api/src/outbound): private and loopback hosts the server may call anyway,
  // comma-separated hosts, IPs or CIDRs, each optionally with :port (an LMS on the school network: 'moodle.schule.local').
  OUTBOUND_ALLOW_HOSTS: z.string().max(4000).default('').transform((v, ctx) => {
    const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
    try {
      parseAllowHosts(entries);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
    }
    return entries;
  }),
  // Connect and total time of one outbound call; every failure answers at its end (no timing oracle).
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  FEDERATION_MANIFEST: z.string().min(1).optional(),
  // 'Datenschutz' / 'Impressum' (plain-text files, relative to DATA_DIR) and where the data is kept, shown in the footer.
  PRIVACY_TEXT_FILE: z.string().min(1).optional(),
  IMPRINT_TEXT_FILE: z.string().min(1).optional(),
  DATA_LOCATION: z.string().max(120, 'must be at most 120 characters').optional(),
  /** Set by npm for `npm start`: the server then also stops when npm goes away (npm does not forward SIGTERM). */
  npm_lifecycle_event: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // File storage: S3 (any S3-compatible store) when S3_BUCKET is set, else DATA_DIR/storage.
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolDefaultTrue,
}).superRefine((env, ctx) => {
  if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together' });
  }
});

export type Env = z.infer<typeof EnvSchema> & { DATA_DIR: string; PUBLIC_URL: string };

/** Parses the environment; throws one error naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as "not set" (common in .env files and compose).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
}

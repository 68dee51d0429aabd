import { config } from 'zod';

/**
 * In a browser, zod must never probe `new Function` (its JIT capability check): the platform's CSP has
 * no 'unsafe-eval', so the probe raises a securitypolicyviolation report on every page that builds a
 * zod object schema (/teacher/create-game). Imported first by every contract module that creates zod
 * schemas, so it runs before any schema exists. The API server keeps zod's JIT.
 */
if ('document' in globalThis) config({ jitless: true });

/**
 * `npm run admin -- promote <email>`: makes an existing account an admin.
 * Works against DATABASE_URL, against the embedded PostgreSQL of a running
 * platform, or starts the embedded one for the moment if the platform is off.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSql, loadEnv, migrate, promoteToAdmin, type Sql } from 'api';
import { DEFAULT_EMBEDDED_PG_PORT, portFile, startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@platform/embedded-pg';

async function withDatabase<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
  const env = loadEnv();
  let embedded: EmbeddedPostgresHandle | null = null;
  let url = env.DATABASE_URL;
  if (!url) {
    const pwFile = path.join(env.DATA_DIR, 'pg-password');
    if (!fs.existsSync(pwFile)) throw new Error(`Keine Daten in ${env.DATA_DIR}: zuerst \`npm start\` ausführen.`);
    const password = fs.readFileSync(pwFile, 'utf8').trim();
    // A running platform may have moved to a free port (embedded-postgres.ts): it wrote it down.
    const runningPort = fs.existsSync(portFile(env.DATA_DIR)) ? Number(fs.readFileSync(portFile(env.DATA_DIR), 'utf8')) : null;
    const port = env.EMBEDDED_PG_PORT ?? runningPort ?? DEFAULT_EMBEDDED_PG_PORT;
    url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/lernplattform`;
    const probe = createSql(url, { max: 1 });
    const running = await probe`select 1`.then(() => true, () => false);
    await probe.end();
    if (!running) {
      embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT ?? DEFAULT_EMBEDDED_PG_PORT });
      url = embedded.urlFor('lernplattform');
    }
  }
  const sql = createSql(url, { max: 2, applicationName: 'lernplattform-admin-cli' });
  try {
    await migrate(sql);
    return await fn(sql);
  } finally {
    await sql.end();
    await embedded?.stop();
  }
}

const [command, email] = process.argv.slice(2);
if (command !== 'promote' || !email) {
  console.error('Verwendung: npm run admin -- promote <email>');
  process.exit(2);
}
try {
  const outcome = await withDatabase((sql) => promoteToAdmin(sql, email));
  const text = { promoted: `${email} ist jetzt Admin.`, unchanged: `${email} ist bereits Admin.`, 'not-found': `Kein Konto mit der E-Mail ${email} gefunden.` }[outcome];
  console.log(text);
  process.exit(outcome === 'not-found' ? 1 : 0);
} catch (err) {
  console.error('Fehler:', err instanceof Error ? err.message : err);
  process.exit(1);
}

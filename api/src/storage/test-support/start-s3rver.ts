import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the S3 driver needs to reach a test s3rver. */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The same as S3_* environment variables (for createTestApp). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3rver-process.mjs');

/** Starts s3rver on 127.0.0.1 with a free port and a temp directory, with one bucket. */
export async function startTestS3(bucket = 'lernplattform-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', SCRIPT, directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('s3rver did not start within 20 s')), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited early (code ${code})`));
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return {
    endpoint, bucket, accessKeyId, secretAccessKey,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey, S3_FORCE_PATH_STYLE: 'true' },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.stdin!.end();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

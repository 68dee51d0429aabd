// Runs s3rver (a small S3-protocol server) for the tests, in its own process:
// s3rver 3.7 encrypts ListObjectsV2 continuation tokens with DES, which OpenSSL 3
// only offers with --openssl-legacy-provider, a process-wide flag we keep out of
// the test workers. Args: <directory> <bucket>. Prints {"port":N} once listening;
// exits when its stdin closes (the parent ended or died).
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1', port: 0, silent: true, directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(JSON.stringify({ port }) + '\n');
process.stdin.resume();
process.stdin.on('end', async () => {
  await server.close().catch(() => {});
  process.exit(0);
});

// The load generator: runs in its own process (forked by the bench) so it
// doesn't share the event loop with the server under test.
import autocannon from 'autocannon';

const [url, seconds, connections, token] = process.argv.slice(2);
const result = await autocannon({
  url: url!,
  duration: Number(seconds),
  connections: Number(connections),
  headers: token ? { authorization: `Bearer ${token}` } : {},
});
process.send!({
  requests: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  total: result.requests.total,
});

/**
 * A multipart/form-data body generated chunk by chunk: `head` bytes, then zeros up to
 * `size`, then the text fields. The test client never holds the file, so what a
 * memory measurement sees is the server's share.
 */
export function streamedMultipart(o: { head: Uint8Array; size: number; name: string; fields?: Record<string, string> }) {
  const boundary = `----lp${Math.random().toString(16).slice(2)}`;
  const enc = new TextEncoder();
  const opening = enc.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${o.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const fields = Object.entries(o.fields ?? {})
    .map(([k, v]) => `\r\n--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}`)
    .join('');
  const closing = enc.encode(`${fields}\r\n--${boundary}--\r\n`);
  const CHUNK = 256 * 1024;
  const zeros = new Uint8Array(CHUNK);
  let sent = 0;
  let stage: 'open' | 'head' | 'body' | 'close' | 'done' = 'open';
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (stage === 'open') { c.enqueue(opening); stage = 'head'; return; }
      if (stage === 'head') { c.enqueue(o.head); sent = o.head.length; stage = 'body'; return; }
      if (stage === 'body') {
        const n = Math.min(CHUNK, o.size - sent);
        if (n > 0) { c.enqueue(n === CHUNK ? zeros : zeros.subarray(0, n)); sent += n; return; }
        stage = 'close';
      }
      if (stage === 'close') { c.enqueue(closing); stage = 'done'; return; }
      c.close();
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

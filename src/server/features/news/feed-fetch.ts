// One feed over HTTP with Node's fetch: bounded in time (a slow feed must not hold the answer)
// and in size (a feed is a few hundred kilobytes; anything far larger is not one).

const MAX_FEED_BYTES = 4 * 1024 * 1024;

export interface FeedFetchOptions {
  fetch: typeof fetch;
  timeoutMs: number;
}

export async function fetchFeedText(url: string, { fetch, timeoutMs }: FeedFetchOptions): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      signal,
      headers: {
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
        'user-agent': 'MESC-sports-news/1.0',
      },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`answered HTTP ${response.status}`);
    }
    return await readAtMost(response, MAX_FEED_BYTES);
  } catch (err) {
    // The signal also ends a body that trickles in too slowly.
    if (signal.aborted) throw new Error(`took longer than ${timeoutMs} ms`);
    // Node's fetch says only "fetch failed"; the reason (refused, unknown host…) is its cause.
    const cause = (err as Error).cause as Error | undefined;
    throw cause?.message ? new Error(`${(err as Error).message}: ${cause.message}`) : err;
  }
}

async function readAtMost(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

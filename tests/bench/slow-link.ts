import { connect, createServer, type Server, type Socket } from 'node:net';

/** A VSAT / FleetBroadband link (issue 34): 256 kbit/s each way, 700 ms round trip. */
export const VSAT = { bitsPerSecond: 256_000, roundTripMs: 700 };

/**
 * One direction of the link, shared by every connection: a chunk waits for the link to be
 * free, takes its bytes' time on it, then half the round trip to arrive.
 */
class Direction {
  private freeAt = 0;
  bytes = 0;
  /** [wall-clock ms, bytes so far] at each chunk: what had gone on the wire by a given moment. */
  readonly timeline: [number, number][] = [];
  constructor(private readonly link: typeof VSAT) {}

  send(to: Socket, chunk: Buffer) {
    this.bytes += chunk.length;
    this.timeline.push([Date.now(), this.bytes]);
    const now = performance.now();
    this.freeAt = Math.max(now, this.freeAt) + (chunk.length * 8 * 1000) / this.link.bitsPerSecond;
    const at = this.freeAt + this.link.roundTripMs / 2;
    setTimeout(() => to.writable && to.write(chunk), at - now);
  }
}

function bytesBy(d: Direction, ms: number) {
  let n = 0;
  for (const [at, sofar] of d.timeline) {
    if (at > ms) break;
    n = sofar;
  }
  return n;
}

/**
 * A TCP proxy in front of the server that behaves as the slow link and counts the bytes on the
 * wire (headers included). Everything Chromium sends goes through it, the page's requests and
 * the service worker's alike (CDP's emulation does not reach a worker's fetches from here).
 */
export async function slowLink(targetPort: number, link = VSAT) {
  const down = new Direction(link);
  const up = new Direction(link);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.on('data', (chunk) => up.send(upstream, chunk));
    upstream.on('data', (chunk) => down.send(client, chunk));
    client.on('close', () => setTimeout(() => upstream.destroy(), link.roundTripMs));
    upstream.on('close', () => setTimeout(() => client.destroy(), link.roundTripMs * 2));
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    /** Bytes on the wire so far, both ways. */
    bytes: () => down.bytes + up.bytes,
    /** Bytes on the wire, both ways, by a moment (wall-clock ms, as the page's Date.now()). */
    bytesAt: (ms: number) => bytesBy(down, ms) + bytesBy(up, ms),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

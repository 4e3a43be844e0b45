/**
 * A slow link for the mobile profile, made outside the browser: a TCP proxy in front of a server
 * that delays every piece of data by half the round trip each way and sends it no faster than the
 * link's rate, the rate shared by every connection through the link (one radio, one queue per
 * direction). The browser is not told anything: no DevTools network domain is open while a page
 * is timed (it records every request's initiator, which costs the page time the buyer never pays).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface LinkProfile {
  /** Round trip added to every exchange, in milliseconds (half each way). */
  latencyMs: number;
  /** Server → browser, bytes per second. */
  downloadBytesPerSecond: number;
  /** Browser → server, bytes per second. */
  uploadBytesPerSecond: number;
}

/** One direction of the link: pieces leave one after another at its rate and arrive after half the round trip. */
class Direction {
  #free = 0;
  constructor(
    readonly bytesPerSecond: number,
    readonly delayMs: number,
  ) {}

  /** When a piece of `bytes` sent now arrives (ms, performance.now() time); the link is busy until it has left. */
  arrival(bytes: number): number {
    this.#free = Math.max(this.#free, performance.now()) + (bytes / this.bytesPerSecond) * 1000;
    return this.#free + this.delayMs;
  }
}

/**
 * What one connection sends one way, delivered in order: each piece when the link brings it, and
 * the end (the other side closed) after the last piece, never before it (timers of different
 * delays may fire out of order).
 */
class Delivery {
  readonly #queue: Array<{ at: number; piece: Buffer | null }> = [];
  #running = false;
  constructor(
    readonly direction: Direction,
    readonly to: Socket,
  ) {}

  /** Queues `data` (null: the end), in pieces of about ten TCP segments so that a big answer arrives progressively. */
  push(data: Buffer | null): void {
    if (data === null) this.#queue.push({ at: this.#queue.at(-1)?.at ?? 0, piece: null });
    else
      for (let at = 0; at < data.length; at += 14600)
        this.#queue.push({ at: this.direction.arrival(Math.min(14600, data.length - at)), piece: data.subarray(at, at + 14600) });
    if (!this.#running) void this.#run();
  }

  async #run(): Promise<void> {
    this.#running = true;
    while (this.#queue.length) {
      const { at, piece } = this.#queue.shift()!;
      const wait = at - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (!this.to.writable) continue;
      if (piece) this.to.write(piece);
      else this.to.end();
    }
    this.#running = false;
  }
}

/** A link shared by several proxies (the page server's and the platform's: one phone, one radio). */
export class Link {
  readonly down: Direction;
  readonly up: Direction;
  constructor(readonly profile: LinkProfile) {
    this.down = new Direction(profile.downloadBytesPerSecond, profile.latencyMs / 2);
    this.up = new Direction(profile.uploadBytesPerSecond, profile.latencyMs / 2);
  }
}

/** A proxy on a free localhost port to `target` (`http://localhost:<port>`) through `link`; resolves with its own origin. */
export async function throttledProxy(target: string, link: Link): Promise<{ url: string; close(): Promise<void> }> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    const up = new Delivery(link.up, upstream);
    const down = new Delivery(link.down, client);
    client.on('data', (data) => up.push(data));
    upstream.on('data', (data) => down.push(data));
    client.on('end', () => up.push(null));
    upstream.on('end', () => down.push(null));
    for (const socket of [client, upstream]) {
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => sockets.delete(socket));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

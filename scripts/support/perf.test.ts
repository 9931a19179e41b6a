import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadGenerator } from './perf';

interface Instance extends PromiseLike<{ '2xx': number; errors: number; requests: { total: number } }> {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, time: number) => void): void;
}
const autocannon = loadGenerator<
  (options: { url: string; amount: number; connections: number; requests: Array<{ onResponse: (status: number, body: string) => void }> }) => Instance
>();

let server: Server | undefined;
afterEach(() => server?.close());

describe('loadGenerator', () => {
  it('counts every answer with its status, bytes and time, and keeps none of its body', async () => {
    // Compressed-looking bytes: not text, as the pages the bench asks for are not.
    const body = Buffer.alloc(20_000, 0xff);
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length });
      res.end(body);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const answers: Array<{ status: number; bytes: number; time: number }> = [];
    const bodies: string[] = [];
    const instance = autocannon({ url: `http://127.0.0.1:${port}/`, amount: 20, connections: 2, requests: [{ onResponse: (_status, text) => bodies.push(text) }] });
    instance.on('response', (_client, status, bytes, time) => answers.push({ status, bytes, time }));
    const result = await instance;

    expect(result['2xx']).toBe(20);
    expect(result.errors).toBe(0);
    expect(answers).toHaveLength(20);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.bytes).toBeGreaterThan(body.length);
      expect(answer.time).toBeGreaterThan(0);
    }
    expect(bodies).toHaveLength(20);
    expect(new Set(bodies)).toEqual(new Set(['']));
  });
});

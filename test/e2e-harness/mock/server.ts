import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
  /** The raw body text: what the advice is searched in. */
  text: string;
  /** The scenario step the mock answered with (a call id, or `text`). */
  answered?: string;
}

export interface MockServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type Handler = (request: RecordedRequest, res: ServerResponse) => void;

/** A loopback-only HTTP server that records every request before the API module answers it. */
export async function startMock(handle: Handler): Promise<MockServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: any;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, text };
      requests.push(recorded);
      try {
        handle(recorded, res);
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes a whole SSE stream at once: `[event name | undefined, data]` pairs. */
export function sse(res: ServerResponse, events: Array<[string | undefined, unknown]>, done = false): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  for (const [name, data] of events) res.write(`${name ? `event: ${name}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
  if (done) res.write('data: [DONE]\n\n');
  res.end();
}

export function json(res: ServerResponse, status: number, data: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
}

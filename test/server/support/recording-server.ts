import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer | object;
}

export interface RecordingServer {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: RecordedRequest[];
  /** Decides each answer; replace it between tests. */
  reply: (request: RecordedRequest) => Reply | Promise<Reply>;
  close(): Promise<void>;
}

/**
 * A stand-in for an outside service's HTTPS API (SMS gateway, KYC provider,
 * S3 bucket) on loopback: it records every request it receives and answers
 * what the test says, so an adapter is tested on the wire, not by mocks.
 */
export async function startRecordingServer(reply: RecordingServer['reply'] = () => ({ body: {} })): Promise<RecordingServer> {
  const state: RecordingServer = { url: '', requests: [], reply, close: async () => {} };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded: RecordedRequest = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) };
    state.requests.push(recorded);
    const answer = await state.reply(recorded);
    const body = answer.body === undefined ? '' : typeof answer.body === 'string' || Buffer.isBuffer(answer.body) ? answer.body : JSON.stringify(answer.body);
    const json = answer.body !== undefined && typeof answer.body === 'object' && !Buffer.isBuffer(answer.body);
    res.writeHead(answer.status ?? 200, { ...(json ? { 'content-type': 'application/json' } : {}), ...answer.headers });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ConfigError } from '../../server/config';
import { chooseDocumentStore, S3DocumentStore } from '../../server/uploads/document-store';
import { applied } from './support/membership-journey';
import { startRecordingServer, type RecordedRequest, type RecordingServer } from './support/recording-server';
import { freshNumber, startTestServer, type TestServer } from './support/test-server';

const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const REGION = 'ap-south-1';

/** Recomputes the request's SigV4 signature over the headers it says it signed, as S3 does. */
async function signatureValid(req: RecordedRequest, base: string): Promise<boolean> {
  const auth = String(req.headers.authorization ?? '');
  const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1].split(';') ?? [];
  const headers: Record<string, string> = {};
  for (const name of signed) headers[name] = String(req.headers[name]);
  const signer = new AwsV4Signer({
    ...CREDENTIALS,
    method: req.method,
    url: base + req.url,
    headers,
    body: req.method === 'PUT' ? new Uint8Array(req.body) : undefined,
    service: 's3',
    region: REGION,
    datetime: String(req.headers['x-amz-date']),
  });
  const expected = (await signer.sign()).headers.get('authorization');
  return expected === auth;
}

let server: TestServer;
let s3: RecordingServer;
const objects = new Map<string, { body: Buffer; type: string }>();
beforeAll(async () => {
  server = await startTestServer();
  // A bucket that keeps objects in memory and refuses requests whose signature does not check out.
  s3 = await startRecordingServer();
  s3.reply = async (req) => {
    if (!(await signatureValid(req, s3.url))) return { status: 403, body: '<Error><Code>SignatureDoesNotMatch</Code></Error>' };
    const key = decodeURIComponent(req.url);
    if (req.method === 'PUT') objects.set(key, { body: req.body, type: String(req.headers['content-type']) });
    if (req.method === 'DELETE') objects.delete(key);
    if (req.method === 'GET') {
      const object = objects.get(key);
      return object ? { body: object.body, headers: { 'content-type': object.type } } : { status: 404, body: '<Error><Code>NoSuchKey</Code></Error>' };
    }
    return { status: req.method === 'DELETE' ? 204 : 200 };
  };
});
afterAll(async () => {
  await s3.close();
  await server.close();
});

const store = (secretAccessKey = CREDENTIALS.secretAccessKey) =>
  new S3DocumentStore({ endpoint: s3.url, bucket: 'tote-documents', region: REGION, accessKeyId: CREDENTIALS.accessKeyId, secretAccessKey });

describe('the S3-compatible document store', () => {
  it('puts, reads back and deletes objects path-style in the bucket, every request signed (SigV4)', async () => {
    s3.requests.length = 0;
    const bytes = new TextEncoder().encode('%PDF-1.4 pan card');
    await store().put('applications/7/abc.pdf', bytes, 'application/pdf');
    expect(await store().get('applications/7/abc.pdf')).toEqual({ bytes, contentType: 'application/pdf' });
    await store().delete('applications/7/abc.pdf');
    expect(await store().get('applications/7/abc.pdf')).toBeNull();
    expect(s3.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /tote-documents/applications/7/abc.pdf',
      'GET /tote-documents/applications/7/abc.pdf',
      'DELETE /tote-documents/applications/7/abc.pdf',
      'GET /tote-documents/applications/7/abc.pdf',
    ]);
    expect(String(s3.requests[0].headers.authorization)).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/\\d{8}/${REGION}/s3/aws4_request`));
  });

  it('a bucket that refuses (wrong key) is an error, not a silent loss', async () => {
    await expect(store('not-the-secret').put('bagdrops/1/x.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(/HTTP 403/);
  });

  it('is chosen by TOTE_DOCUMENT_STORE=s3 with its variables, and takes an application’s documents', async () => {
    expect(() => chooseDocumentStore(server.db, { TOTE_DOCUMENT_STORE: 's3', TOTE_S3_ENDPOINT: s3.url })).toThrow(ConfigError);
    const chosen = chooseDocumentStore(server.db, {
      TOTE_DOCUMENT_STORE: 's3',
      TOTE_S3_ENDPOINT: s3.url,
      TOTE_S3_BUCKET: 'tote-documents',
      TOTE_S3_REGION: REGION,
      TOTE_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      TOTE_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    });
    const app = createApp({ db: server.db, config: server.config, sms: server.sms, now: server.clock.now, documents: chosen });
    const me = await applied(app, server.db, freshNumber(8530000000));
    const keys = [...objects.keys()].filter((k) => k.startsWith(`/tote-documents/applications/${me.userId}/`));
    expect(keys).toHaveLength(3);
    const inDatabase = await server.db.query('select 1 from stored_files where key like $1', [`applications/${me.userId}/%`]);
    expect(inDatabase.rows).toHaveLength(0);
  });
});

import { AwsClient } from 'aws4fetch';
import { ConfigError } from '../config';
import type { Database } from '../db/database';
import { deleteStoredFile, findStoredFile, insertStoredFile } from './stored-file-record';

/**
 * Where uploaded files (identity documents, bag-drop photos) are kept: one
 * place every instance reaches, never a machine's own disk, never served to
 * the public. Keys look like `applications/<userId>/<uuid>.pdf`; the rows that
 * own the files record them. Only operators read files back
 * (server/applications/review-application.ts).
 */
export interface DocumentStore {
  readonly name: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

/** The default: a bytea column of the shared database (stored_files). Fine for identity documents of a club's size. */
export class DatabaseDocumentStore implements DocumentStore {
  readonly name = 'database';
  constructor(private readonly db: Database) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await insertStoredFile(this.db, key, bytes, contentType);
  }

  async get(key: string) {
    return findStoredFile(this.db, key);
  }

  async delete(key: string): Promise<void> {
    await deleteStoredFile(this.db, key);
  }
}

export interface S3Options {
  /** e.g. https://s3.ap-south-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  fetch?: typeof fetch;
}

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …), addressed
 * path-style (<endpoint>/<bucket>/<key>) with requests signed by AWS
 * Signature Version 4 (aws4fetch). Objects are private: the bucket needs no
 * public access, and none should be granted.
 */
export class S3DocumentStore implements DocumentStore {
  readonly name = 's3';
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(private readonly options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: 's3',
      region: options.region,
      retries: 2,
    });
    this.base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/`;
  }

  private url(key: string): string {
    return this.base + key.split('/').map(encodeURIComponent).join('/');
  }

  private async send(key: string, init: RequestInit): Promise<Response> {
    const request = await this.client.sign(this.url(key), init);
    return (this.options.fetch ?? fetch)(request);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const res = await this.send(key, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } });
    if (!res.ok) throw new Error(`The document bucket refused the upload (HTTP ${res.status}).`);
  }

  async get(key: string) {
    const res = await this.send(key, { method: 'GET' });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`The document bucket refused the read (HTTP ${res.status}).`);
    return { bytes: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
  }

  async delete(key: string): Promise<void> {
    const res = await this.send(key, { method: 'DELETE' });
    if (!res.ok && res.status !== 404) throw new Error(`The document bucket refused the delete (HTTP ${res.status}).`);
  }
}

/**
 * TOTE_DOCUMENT_STORE: `database` (the default; PostgreSQL or the embedded
 * database) or `s3` with TOTE_S3_ENDPOINT, TOTE_S3_BUCKET, TOTE_S3_REGION,
 * TOTE_S3_ACCESS_KEY_ID and TOTE_S3_SECRET_ACCESS_KEY.
 */
export function chooseDocumentStore(db: Database, env: NodeJS.ProcessEnv = process.env): DocumentStore {
  const name = (env.TOTE_DOCUMENT_STORE ?? 'database').trim().toLowerCase();
  if (name === 'database' || name === '') return new DatabaseDocumentStore(db);
  if (name !== 's3') throw new ConfigError(`Unknown TOTE_DOCUMENT_STORE "${name}". Supported: database, s3.`);
  const required = (variable: string) => {
    const value = env[variable]?.trim();
    if (!value) throw new ConfigError(`TOTE_DOCUMENT_STORE=s3 needs ${variable}.`);
    return value;
  };
  return new S3DocumentStore({
    endpoint: required('TOTE_S3_ENDPOINT'),
    bucket: required('TOTE_S3_BUCKET'),
    region: env.TOTE_S3_REGION?.trim() || 'us-east-1',
    accessKeyId: required('TOTE_S3_ACCESS_KEY_ID'),
    secretAccessKey: required('TOTE_S3_SECRET_ACCESS_KEY'),
  });
}

const stores = new WeakMap<object, DocumentStore>();

/** The context's store, else the configured one on the context's database. */
export function documentsOf(ctx: { db: Database; documents?: DocumentStore }): DocumentStore {
  if (ctx.documents) return ctx.documents;
  let store = stores.get(ctx.db);
  if (!store) stores.set(ctx.db, (store = chooseDocumentStore(ctx.db)));
  return store;
}

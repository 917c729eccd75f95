import { execFileSync } from 'node:child_process';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../../server/db/postgres-database';
import { migrate } from '../../../server/db/migrate';
import { startCluster } from './postgres-cluster';
import { TEMPLATE_DATABASE } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the test cluster's maintenance database (create/drop databases there). */
    postgresAdminUrl: string;
  }
}

/**
 * The server suite runs on real PostgreSQL: one throwaway cluster for the
 * run, one migrated template database, and each test file gets a copy
 * (`create database … template …`, a few milliseconds) of its own.
 */
export default async function setup(project: TestProject) {
  execFileSync('bash', ['scripts/ensure-postgres.sh'], { stdio: 'inherit' });
  const cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = openPostgres(cluster.url(TEMPLATE_DATABASE));
  await migrate(template);
  await template.close();
  project.provide('postgresAdminUrl', cluster.url());
  return () => cluster.destroy();
}

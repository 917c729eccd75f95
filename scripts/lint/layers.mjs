// The floors inside src/ and server/, as import-x/no-restricted-paths zones: a module
// may import its own floor and the floors below it, never one above. The floors are
// derived from the files on disk at each lint run, so a new file is placed by its
// folder and name without editing this list. The imports that run up a floor today
// are listed one by one below; nothing else may, so no new one can appear.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Inside src/, top to bottom: components, the host page's side, stores, routes, the HTTP client, then the leaves. */
export const SRC_FLOORS = [
  { name: 'ui', holds: (f) => f.startsWith('src/ui/') },
  { name: 'embed', holds: (f) => f.startsWith('src/embed/') },
  { name: 'stores', holds: (f) => f.startsWith('src/stores/') && f !== 'src/stores/shared-registry.ts' },
  { name: 'routing', holds: (f) => f.startsWith('src/routing/') },
  { name: 'api', holds: (f) => f.startsWith('src/api/') && !f.startsWith('src/api/shapes/') && f !== 'src/api/error-codes.ts' },
  // The shapes and error codes are data the server shares; the registry has no imports and sits under every store.
  { name: 'storage/config/validation', holds: () => true },
];

/**
 * Inside server/, top to bottom: the entry points, the HTTP edge, the domain, the records, the database, then the base.
 * The domain throws DomainError (server/domain-error.ts, in the base); the edge alone maps it to a status. server/db/
 * is the database itself (the PGlite and PostgreSQL adapters, migrations, the folder lock), not domain code: it runs
 * SQL of its own, and nothing in it knows a table of the club's.
 */
export const SERVER_FLOORS = [
  { name: 'entry', holds: (f) => ['server/main.ts', 'server/app.ts', 'server/admin.ts', 'server/start.mjs'].includes(f) },
  { name: 'routes/http', holds: (f) => f.startsWith('server/routes/') || f.startsWith('server/http/') },
  { name: 'services', holds: (f) => !/-records?\.ts$/.test(f) && !f.startsWith('server/db/') && !SERVER_BASE.some((base) => f.startsWith(base)) },
  { name: 'records', holds: (f) => /-records?\.ts$/.test(f) },
  { name: 'db', holds: (f) => f.startsWith('server/db/') },
  { name: 'base', holds: () => true },
];

/**
 * Configuration, the domain's error type, the logger, address helpers, the pictures (drawings and the build's
 * manifest: no data, no requests), and modules without imports that are filed by subject. The context (the
 * services' handle on the database, the clock and the providers) sits with the services, whose interfaces it names.
 */
const SERVER_BASE = [
  'server/config.ts',
  'server/setting-readers.ts',
  'server/domain-error.ts',
  'server/net/',
  'server/pictures/',
  'server/otp/otp-limits.ts',
  'server/project-root.ts',
  'server/collect-garbage.ts',
  'server/log/',
  'server/catalogue/iso-date.ts',
  'server/catalogue/demo-catalogue.ts',
  'server/money/gst-settings.ts',
  'server/memberships/pause-rules.ts',
  'server/operators/actor.ts',
  'server/text/',
];

/** The imports that run up a floor today, importer → imported; nothing else may. Remove an entry when its import is gone. */
export const UPWARD_EXCEPTIONS = {};

function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative('.', path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** One zone per file: it may not import any file of a higher floor, except its listed ones. */
function zonesFor(dir, floors) {
  const files = listFiles(dir);
  const floorOf = (file) => floors.findIndex((floor) => floor.holds(file));
  const zones = [];
  for (const file of files) {
    const own = floorOf(file);
    const allowed = UPWARD_EXCEPTIONS[file] ?? [];
    const above = files.filter((other) => floorOf(other) < own && !allowed.includes(other));
    if (above.length === 0) continue;
    zones.push({
      target: `./${file}`,
      from: above.map((other) => `./${other}`),
      message: `Layers run one way (${floors.map((floor) => floor.name).join(' → ')}): ${floors[own].name} does not import a floor above it (scripts/lint/layers.mjs).`,
    });
  }
  return zones;
}

export const layerZones = () => [...zonesFor('src', SRC_FLOORS), ...zonesFor('server', SERVER_FLOORS)];

import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkPlan, routeStarters } from '../../../scripts/chunk-plan.mjs';

/** A made-up import graph: module path → its static imports (paths from the repository root). */
function graph(edges: Record<string, string[]>) {
  const infos = new Map(
    Object.entries(edges).map(([path, imports]) => [resolve(path), { importedIds: imports.map((i) => resolve(i)), code: 'x'.repeat(100) }]),
  );
  return { getModuleInfo: (id: string) => infos.get(id) ?? null };
}

describe('the build reads the route starters from the one list in site/route-data.ts', () => {
  it('finds every starter the site lists, and each is a module that exists', () => {
    const starters = routeStarters();
    const imports = readFileSync('site/route-data.ts', 'utf8').match(/import\(/g) ?? [];
    expect(Object.keys(starters)).toHaveLength(imports.length);
    expect(starters['members-collection']).toBe('widgets/collection/collection-data.ts');
    for (const path of Object.values(starters)) expect(existsSync(path), path).toBe(true);
  });

  it('fails the build rather than silently dropping the starters when the list cannot be read', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'chunk-plan-')), 'route-data.ts');
    writeFileSync(file, 'export const STARTERS = {};\n');
    expect(() => routeStarters(file)).toThrow(/no route starters/);
  });
});

describe('the chunk plan', () => {
  const edges = {
    'widgets/auth/auth-element.tsx': ['src/ui/define-widget.tsx', 'widgets/auth/auth.tsx'],
    'widgets/collection/collection-element.tsx': ['src/ui/define-widget.tsx', 'widgets/collection/collection.tsx', 'src/api/product.ts'],
    'widgets/booking/booking-element.tsx': ['src/ui/define-widget.tsx', 'widgets/booking/booking.tsx', 'src/api/product.ts', 'src/ui/big-part.tsx'],
    'widgets/membership/membership-element.tsx': ['src/ui/define-widget.tsx', 'src/ui/big-part.tsx', 'src/ui/modal-dialog.tsx', 'src/api/membership.ts'],
    'src/ui/define-widget.tsx': ['node_modules/preact/dist/preact.mjs', 'src/stores/session.ts'],
    'widgets/collection/collection.tsx': ['widgets/collection/products-store.ts'],
    'widgets/collection/collection-data.ts': ['widgets/collection/products-store.ts'],
    'widgets/collection/products-store.ts': [],
    'site/main.tsx': ['src/ui/define-widget.tsx', 'src/api/membership.ts', 'src/embed/handoff.ts'],
    'src/api/membership.ts': [],
    'src/embed/handoff.ts': [],
    'src/ui/big-part.tsx': [],
    'src/api/product.ts': [],
  };
  const info = graph(edges);
  info.getModuleInfo(resolve('src/ui/big-part.tsx'))!.code = 'x'.repeat(5_000);
  info.getModuleInfo(resolve('src/api/membership.ts'))!.code = 'x'.repeat(5_000);
  const place = chunkPlan({
    widgetNames: ['auth', 'booking', 'collection', 'membership'],
    siteEntry: 'site/main.tsx',
    starters: { 'members-collection': 'widgets/collection/collection-data.ts' },
  });
  const chunkOf = (path: string) => place(resolve(path), info);

  it('puts the runtime packages and the element core in the runtime every widget shares', () => {
    expect(chunkOf('node_modules/preact/dist/preact.mjs')).toBe('runtime');
    expect(chunkOf('src/ui/define-widget.tsx')).toBe('runtime');
    expect(chunkOf('src/stores/session.ts')).toBe('runtime');
  });

  it('places the declared modules by the table', () => {
    expect(chunkOf('src/ui/modal-dialog.tsx')).toBe('forms');
    expect(chunkOf('src/ui/login-gate.tsx')).toBe('runtime');
    expect(chunkOf('src/ui/format.ts')).toBe('data-prices');
  });

  it("keeps one widget's code in its own chunk, and a route starter's modules apart from it", () => {
    expect(chunkOf('widgets/auth/auth.tsx')).toBe('tote-auth');
    expect(chunkOf('widgets/collection/collection.tsx')).toBe('tote-collection');
    expect(chunkOf('widgets/collection/products-store.ts')).toBe('collection-start');
    // No widget imports the starter itself: a chunk of its own, so a widget never loads it for one store.
    expect(chunkOf('widgets/collection/collection-data.ts')).toBe('collection-starter');
  });

  it('shares code used by several data widgets: small pieces in the data layer, larger ones in a chunk of exactly those widgets', () => {
    expect(chunkOf('src/api/product.ts')).toBe('data');
    expect(chunkOf('src/ui/big-part.tsx')).toBe('booking-membership');
  });

  it("keeps out of the data layer what only one data widget's first screen, or none, needs: the first data widget on a page does not carry it", () => {
    // The site's first load has both, which alone used to put them in the data layer.
    expect(chunkOf('src/api/membership.ts')).toBe('data-membership');
    expect(chunkOf('src/embed/handoff.ts')).toBe('data-later');
  });

  it('leaves what no widget imports statically to Rollup', () => {
    expect(chunkOf('site/operator/operator-area.tsx')).toBeUndefined();
  });

  it("keeps out of a widget's own chunk what another widget loads on demand: that chunk's code would start the first widget's parts on the other's page", () => {
    const dynamic = graph({
      'widgets/booking/booking-element.tsx': ['src/ui/define-widget.tsx', 'src/ui/part.tsx'],
      'widgets/account/account-element.tsx': ['src/ui/define-widget.tsx'],
      'widgets/account/member-account.tsx': ['src/ui/part.tsx'],
      'src/ui/define-widget.tsx': [],
      'src/ui/part.tsx': [],
    });
    (dynamic.getModuleInfo(resolve('widgets/account/account-element.tsx')) as { dynamicallyImportedIds?: string[] }).dynamicallyImportedIds = [
      resolve('widgets/account/member-account.tsx'),
    ];
    const placeDynamic = chunkPlan({ widgetNames: ['account', 'booking'], siteEntry: 'site/main.tsx', starters: {} });
    expect(placeDynamic(resolve('src/ui/part.tsx'), dynamic)).toBe('data');
  });
});

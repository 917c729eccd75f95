import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

interface BuildManifest {
  widgets: Record<string, string[]>;
  chunks: Record<string, { modules: Record<string, number> }>;
  routes: Record<string, string[]>;
  starters: Record<string, string>;
}

const manifest = (): BuildManifest => JSON.parse(readFileSync(join(ROOT, 'dist/.build/manifest.json'), 'utf8')) as BuildManifest;

// What a partner page pays for a widget: its loader imports these files, so they must hold
// only what that widget needs. Read from the build's own record of which module went into which file.
describe('the built widget scripts', () => {
  it("load none of another widget's code and none of the site's", () => {
    const { widgets, chunks } = manifest();
    for (const [name, files] of Object.entries(widgets)) {
      if (name === 'tote') continue;
      const modules = files.flatMap((file) => Object.keys(chunks[file].modules));
      const foreign = modules.filter((m) => m.startsWith('site/') || (m.startsWith('widgets/') && !m.startsWith(`widgets/${name}/`)));
      expect(foreign, `widgets/${name}.js`).toEqual([]);
    }
  });

  it("preload a route's starter, and what it needs, ahead of the route's page", () => {
    const { routes, starters } = manifest();
    expect(Object.keys(starters).sort()).toEqual(['home', 'members-collection', 'my-profile', 'newsletter', 'package-details']);
    for (const [route, starter] of Object.entries(starters)) {
      if (route === 'home') continue; // in the site's first load
      const files = routes[route];
      expect(files, route).toContain(starter);
      const page = files.findIndex((f) => /-page-[\w-]+\.js$/.test(f));
      expect(files.indexOf(starter), route).toBeLessThan(page);
    }
  });
});

// After rollup: the site's static files into dist/site/. index.html sits at the
// root and loads ./assets/site.css and ./assets/main.js; site/static/** is copied
// as is, keeping its paths.
import { copyFileSync, cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const outRoot = process.env.TOTE_OUT_DIR ?? 'dist';
const siteOut = join(outRoot, 'site');

mkdirSync(join(siteOut, 'assets'), { recursive: true });
copyFileSync('site/index.html', join(siteOut, 'index.html'));
copyFileSync('site/site.css', join(siteOut, 'assets', 'site.css'));
if (existsSync('site/static')) cpSync('site/static', siteOut, { recursive: true });
// Issue 6: the partner demo page (served on PARTNER_PORT) and the element typings for hosts.
if (existsSync('partner')) cpSync('partner', join(outRoot, 'partner'), { recursive: true });
mkdirSync(join(outRoot, 'widgets'), { recursive: true });
copyFileSync('types/tote-elements.d.ts', join(outRoot, 'widgets', 'tote-elements.d.ts'));

console.log(`site files copied to ${siteOut}/`);

// npm run pageload's limit page: the fastest a route's first screen could load on this host and network.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { observe } from './pageload-observers.mjs';

/**
 * The limit page of a route, as `who` sees it: the route's heading and every picture of its
 * first screen, read from an unthrottled load of the real route, written as static markup at the
 * same places and sizes, with this checkout's stylesheet and a small one of its own (the CSP
 * allows no inline style), no script. Written under dist/site/pageload-limit/, removed at the end.
 */
export async function writeLimitPage({ browser, base, siteDir, device, route, name, person, session }) {
  const context = await browser.newContext({ ...device, baseURL: base });
  const page = await context.newPage();
  if (session) await page.addInitScript((entries) => Object.entries(entries).forEach(([k, v]) => sessionStorage.setItem(k, v)), session);
  await page.addInitScript(observe, route.marker);
  await page.goto(`/${route.hash}`, { waitUntil: 'networkidle', timeout: 60_000 });
  // Generous: on a loaded host (load average 30 on 2 cores) the route took more than 30 s.
  await page
    .waitForFunction(() => window.__load.main !== null, null, { timeout: 90_000 })
    .catch(async (e) => {
      // Say what held the route: what is still busy inside <main>, and whether its marker showed.
      const state = await page.evaluate(() => {
        const busy = [];
        const walk = (root) => {
          for (const el of root.querySelectorAll('[aria-busy="true"], .skeleton, [data-testid="skeleton"], .card-skeleton, .filters-skeleton'))
            busy.push(el.outerHTML.slice(0, 100));
          for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
        };
        const main = document.querySelector('main');
        if (main) walk(main);
        return { url: location.href, main: Boolean(main), busy };
      });
      throw new Error(`${name} as ${person}: no main content after 90 s (${JSON.stringify(state)}): ${e.message}`);
    });
  // The first screen's pictures in and laid out: their boxes are final.
  await page.waitForFunction(() => {
    const all = (root) => [...root.querySelectorAll('img')].concat([...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? all(el.shadowRoot) : [])));
    return all(document).every((img) => {
      const r = img.getBoundingClientRect();
      return img.complete || r.top >= innerHeight || r.bottom <= 0 || r.width === 0;
    });
  });
  const screen = await page.evaluate(() => {
    const deep = (root, selector) =>
      [...root.querySelectorAll(selector)].concat([...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? deep(el.shadowRoot, selector) : [])));
    const inView = (r) => r.width > 0 && r.height > 0 && r.top < innerHeight && r.bottom > 0 && r.left < innerWidth && r.right > 0;
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left + scrollX, top: r.top + scrollY, width: r.width, height: r.height, visible: inView(r) };
    };
    const h1 = deep(document, 'main h1, h1')[0];
    const heading = h1 && box(h1).visible ? { text: h1.textContent.trim(), font: getComputedStyle(h1).font, ...box(h1) } : null;
    const images = deep(document, 'img')
      .map((img) => ({
        ...box(img),
        src: img.getAttribute('src'),
        srcset: img.getAttribute('srcset'),
        sizes: img.getAttribute('sizes'),
        alt: img.alt,
        priority: img.getAttribute('fetchpriority'),
      }))
      .filter((i) => i.visible && i.src && !i.src.startsWith('data:'));
    const css = [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href'));
    return { heading, images, css, title: document.title };
  });
  await context.close();
  const file = `${name}-${person}`;
  // The page lies one folder down: a relative URL (media/…) gets ../ in front.
  const from = (url) => (url.startsWith('/') || /^[a-z]+:/.test(url) ? url : `../${url}`);
  const srcsetFrom = (srcset) =>
    srcset
      .split(',')
      .map((entry) => from(entry.trim()))
      .join(', ');
  const esc = (s) =>
    String(s ?? '')
      .replace(/&/g, '&amp;')
      .replace(/"/g, '&quot;')
      .replace(/</g, '&lt;');
  const place = (sel, b) =>
    `${sel}{position:absolute;left:${b.left.toFixed(1)}px;top:${b.top.toFixed(1)}px;width:${b.width.toFixed(1)}px;height:${b.height.toFixed(1)}px;margin:0}`;
  const rules = ['body{position:relative;margin:0}', 'img{object-fit:cover}'];
  if (screen.heading) rules.push(place('h1', screen.heading), `h1{font:${screen.heading.font};overflow:hidden}`);
  screen.images.forEach((img, i) => rules.push(place(`#p${i}`, img)));
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${esc(screen.title)}</title>
${screen.css.map((href) => `    <link rel="stylesheet" href="../${esc(href.replace(/^\.\//, ''))}" />`).join('\n')}
    <link rel="stylesheet" href="./${file}.css" />
  </head>
  <body>
    <main>
${screen.heading ? `      <h1>${esc(screen.heading.text)}</h1>\n` : ''}${screen.images
    .map(
      (img, i) =>
        `      <img id="p${i}" src="${esc(from(img.src))}"${img.srcset ? ` srcset="${esc(srcsetFrom(img.srcset))}"` : ''}${img.sizes ? ` sizes="${esc(img.sizes)}"` : ''}${img.priority ? ` fetchpriority="${esc(img.priority)}"` : ''} alt="${esc(img.alt)}" />`,
    )
    .join('\n')}
    </main>
  </body>
</html>
`;
  writeFileSync(join(siteDir, 'pageload-limit', `${file}.html`), html);
  writeFileSync(join(siteDir, 'pageload-limit', `${file}.css`), rules.join('\n') + '\n');
  return { path: `/pageload-limit/${file}.html`, pictures: screen.images.length };
}

/**
 * `rev` built in a temporary checkout sharing this one's node_modules (as npm run bench does its baseline),
 * removed at the end unless --keep-baseline; a folder already built that way (--baseline /tmp/tote-pageload-baseline-…) is used as it is.
 */

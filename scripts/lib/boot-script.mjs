// The boot script of index.html (scripts/finish-build.mjs writes it in), apart so that a unit
// test can run it: test/unit/build/boot-script.test.ts.

/** The longest the site's own code waits for the route's first pictures (a stalled picture must not keep the site from working). */
const HOLD_MS = 3000;

/**
 * A member's first row, painted from the list's answer before the widget's code has run (`E.row`, from
 * site/prerender.tsx): the cards as plain markup in <tote-collection>'s light DOM, laid out by site.css
 * where the widget draws its own, with the same `srcset` and `sizes`. On a phone a member's LCP is the
 * first bag picture, and it otherwise waited for the widget's module graph to evaluate and render (one long
 * task of 0.25-0.5 s at 4x slowdown) after its download. The widget's loading state shows this row through
 * a slot in place of its loading cards, and its own cards hide it (unslotted light DOM is not rendered, so
 * nothing is heard twice); it is aria-hidden and out of the tab order, so no focus rests on it when it goes.
 * The widget's own code (`I`: its import, its chunks' preloads) then comes only once the row's pictures are in
 * and a frame has painted them (HOLD_MS at most; at once without a row): a frame needs the main thread, and the
 * widget's module graph evaluating in one long task as the pictures arrived held their paint; and its chunks,
 * fetched at the same time, shared the phone's bandwidth with them (the pictures took 0.8 s instead of 0.3 s).
 * Only the first row's pictures (`E.pictures`, the ones preloaded): the rest of the page's cards keep their
 * boxes, empty, for the widget to fill; lazy, the browser still fetched them at once (they are within its
 * lazy-loading margin), and on a phone their downloads held back the widget's code and the first pictures.
 * Text only through textContent: the names come from the server. For an ACTIVE member only (any other sees
 * the widget's membership banner above its toolbar, which this markup has not). Only where the widget lays its cards out
 * two to a row with its toolbar above them (`row.media`): the wider layouts would need its sidebar too.
 */
const FIRST_ROW =
  'if(L.length){var e=d.querySelector(E.element),C=function(t,c,p,x){var n=d.createElement(t);if(c)n.className=c;if(x)n.textContent=x;if(p)p.appendChild(n);return n},o=C("div",E.row.cls),u=C("ul","",o);o.slot=E.row.slot;o.setAttribute("aria-hidden","true");L.forEach(function(p,i){var a=C("a","",C("li","",u)),q=p.pictures&&p.pictures[0],f=C("span","p",a),b=C("span","b",a),m=/^(\\d{4})-(\\d{2})-(\\d{2})$/.exec(p.nextAvailableDate||""),g;a.href=E.row.href+encodeURIComponent(p.url);a.tabIndex=-1;if(!q)C("span","n",f,"No photo yet");else if(i<E.pictures){g=C("img","",f);g.alt="";if(q.width)g.width=q.width;if(q.height)g.height=q.height;g.sizes=E.sizes;g.srcset=X(q);g.src=A+q.src}if(p.brand)C("span","br",b,p.brand);C("span","t",b,p.title);C("span",p.available===false?"bg o":"bg",b,p.available===false?m?"Free from "+m[3]+"/"+m[2]:"Out on loan":"Free now")});if(e)e.appendChild(o);var k=0,z=function(){if(--k<1)requestAnimationFrame(function(){setTimeout(I,0)})};o.querySelectorAll("img").forEach(function(g){Z=++k;g.onload=g.onerror=z})}';

/**
 * Runs in <head> before anything else (a classic inline script, allowed by its hash
 * in the CSP): names the route, so CSS shows the prerendered home page only on the
 * home route, preloads every chunk the route needs at once, and starts the route's
 * first API calls (site/route-data.ts) before the site's own code has arrived. The
 * route's starter chunk is imported here too, beside the data layer, so that
 * startRouteData finds it already in and the calls go out without another hop.
 *
 * The collection's first page on a first visit (`early`, from site/prerender.tsx) is asked
 * for here directly, without waiting for any chunk, and its first cards' pictures are
 * preloaded at once when the server named them in the page (`E.block`, a JSON data block before
 * this script: server/http/first-row-block.ts; a round trip sooner than the list's answer, which on a
 * phone was 0.55 s into the load), else (no block: another server, an old build, a fault) as soon as
 * the list answers; a picture is preloaded once, whichever names it first. The named ones go out even
 * before the calls: on a phone the row waited for its pictures, not for the list (traced: list in at
 * 0.57 s, pictures asked at 0.40 s, after the two calls, and in at 0.75 s). For a kept session only: a
 * visitor's LCP is the lead text, painted once the stylesheet is in, and the pictures sharing the phone's
 * bandwidth with it put a visitor's first paint later (median 0.55 -> 0.64 s in one run of 5 loads). Only on this route: on home the
 * hero must have the network to itself. The widget's data layer takes these answers for its own
 * identical calls (window.__toteBoot, read once by src/api/boot-answers.ts). On the home route the
 * hero picture (`hero`) is preloaded, and its <img> made eager as soon as the parser has made
 * it (lazy, it would wait for layout): it is lazy in the markup so that the hidden copy on
 * every other route is never fetched.
 *
 * The first load's chunks (`first`) are preloaded from here too, not from the markup, and
 * only after the route's own calls and pictures: the browser's six connections to the origin
 * would otherwise be taken by a dozen scripts found in the HTML before the calls could start.
 * A route whose widget is prerendered into index.html (`elements`: route → the chunk that
 * defines it, then every chunk that one imports) imports that widget at once, so it renders
 * into its element without waiting for the site's own code to run; its chunks are preloaded
 * before the site's first load. A module graph runs once all of it is in: with the widget's
 * chunks queued behind the site's dozen, the site's entry (the header, the login, a member's
 * half of the header and its counts) was all in and ran first, and the widget, its cards and
 * so a member's first bag picture waited for that work on a slow phone. On such a route the
 * site's chunks are fetched at low priority, so the widget's chunks and the first pictures
 * are not queued behind them on the browser's six connections.
 *
 * The site's entry (`main`) is imported from here too, at DOMContentLoaded as a module script
 * in the markup would run, and together with the first load's chunks it waits for the route's
 * largest pictures: a member's hero on the home route, the first cards' pictures on a first visit
 * to the collection (HOLD_MS at most; at once when there are none). On a phone those pictures are
 * what the visitor waits for (the LCP), and a dozen of the site's scripts taking the bandwidth
 * and the connections at the same time held them back; the page is prerendered, so nothing
 * moves while the site's code comes in after them. A visitor's home is not held: in paired phone
 * runs its hero came no sooner, and its plans and bags came up to 0.8 s later. On a member's
 * collection it also waits until the widget, rendering first into its prerendered element, has drawn
 * its first cards (or its empty or error state: `drawn` in its shadow root) and that frame has painted: the
 * pictures were in before the widget's cards on a slow phone, so the site's code (appending a dozen
 * preloads, then the entry's evaluation and the member's header) ran between the widget's loading
 * cards and its cards, and the first bag picture, a member's LCP, painted after it (a visitor's LCP is
 * the lead text, and held so, the site's header took taps up to 0.6 s later). The route's
 * starter and the site's route data (site/route-data.ts, with home's stores) wait with it there:
 * the boot script has made the first page's calls itself and the widget starts the rest, so before
 * the cards they were only four more requests for the six connections and more code to evaluate.
 */
export function bootScript(routes, routeData, starters = {}, early = null, apiBase = '', hero = null, { first = [], elements = {}, main = null } = {}) {
  const heroPreload = hero
    ? `if(r===H.route){var i=d.createElement("link");i.rel="preload";i.as="image";i.href=H.href;i.imageSrcset=H.srcset;i.imageSizes=H.sizes;i.fetchPriority="high";if(d.documentElement.hasAttribute("data-member"))Y(i);d.head.appendChild(i);new MutationObserver(function(m,o){var g=d.querySelector(H.selector);if(g){g.loading="eager";o.disconnect()}}).observe(d.documentElement,{childList:true,subtree:true})}`
    : '';
  const collection = early
    ? `if(r===E.route)try{var ss=sessionStorage;if(!ss.getItem(E.sessionKey)){var X=function(q){return q.sources.map(function(s){return A+s.url+" "+s.width+"w"}).join(", ")},pk={},pl=function(q){if(!q||pk[q.src])return;pk[q.src]=1;var l=d.createElement("link");l.rel="preload";l.as="image";l.href=A+q.src;l.imageSrcset=X(q);l.imageSizes=E.sizes;l.fetchPriority="high";Y(l);d.head.appendChild(l)},bk=E.block&&d.documentElement.hasAttribute("data-member")&&d.getElementById(E.block);if(bk)try{JSON.parse(bk.textContent).forEach(pl)}catch(e){}var t=ss.getItem("tote.accessToken"),h={Accept:"application/json"};if(t)h.Authorization="Bearer "+t;var B=window.__toteBoot={at:Date.now(),token:t,parts:JSON.stringify(E.parts),answers:{}};K++;E.calls.forEach(function(c){var f=new FormData();for(var k in E.parts)f.append(k,new Blob([JSON.stringify(E.parts[k])],{type:"application/json"}),k);B.answers[c]=fetch(A+c,{method:"POST",headers:h,body:f}).then(function(x){return x.text().then(function(b){return{status:x.status,data:b}})});B.answers[c].catch(function(){})});if(w.length&&E.drawn&&d.documentElement.hasAttribute("data-member")){D=1;K++;var V=function(){if(U)return;var e=d.querySelector(E.element),s=e&&e.shadowRoot;if(s&&s.querySelector(E.drawn))setTimeout(N,0);else requestAnimationFrame(V)};requestAnimationFrame(V);try{J=E.row&&matchMedia(E.row.media).matches&&JSON.parse(ss.getItem(E.row.user)).status.code==="ACTIVE"}catch(e){}}B.answers[E.calls[0]].then(function(a){if(a.status!==200)return;var L=JSON.parse(a.data).data;L.slice(0,E.pictures).forEach(function(p){pl(p.pictures&&p.pictures[0])});if(J)${FIRST_ROW}}).catch(function(){}).then(function(){if(J&&!Z)I();N()})}}catch(e){}`
    : '';
  return `(function(){var R=${JSON.stringify(routes)},S=${JSON.stringify(starters)},E=${JSON.stringify(early)},A=${JSON.stringify(apiBase)},H=${JSON.stringify(hero)},F=${JSON.stringify(first)},W=${JSON.stringify(elements)},M=${JSON.stringify(main)},d=document,D=0,Q=function(){if(S[r])import("./assets/"+S[r]).catch(function(){});import("./assets/${routeData}").then(function(m){m.startRouteData(r)},function(){})},r=location.hash.replace(/^#\\/?/,"").split(/[\\/?]/)[0]||"home",w=W[r]||[],K=1,U=0,P={},J=0,Z=0,O=0,T=function(){w.forEach(function(f){if(P[f])return;P[f]=1;var l=d.createElement("link");l.rel="modulepreload";l.href="./assets/"+f;d.head.appendChild(l)})},I=function(){if(O)return;O=1;P[w[0]]=1;import("./assets/"+w[0]).catch(function(){});T()},G=function(){if(U)return;U=1;(M?[M]:[]).concat(F,R[r]||[]).forEach(function(f){if(P[f])return;P[f]=1;var l=d.createElement("link");l.rel="modulepreload";l.href="./assets/"+f;if(w.length&&f!==M)l.setAttribute("fetchpriority","low");d.head.appendChild(l)});if(M){var m=function(){import("./assets/"+M).catch(function(){})};if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",m);else m()}if(D)Q()},N=function(){if(--K<1)G()},Y=function(l){K++;l.onload=l.onerror=N};d.documentElement.setAttribute("data-route",r);try{if(sessionStorage.getItem("tote.accessToken"))d.documentElement.setAttribute("data-member","")}catch(e){}${heroPreload}${collection}if(!D&&S[r])import("./assets/"+S[r]).catch(function(){});if(w[0])if(J)setTimeout(I,${HOLD_MS});else I();setTimeout(G,${HOLD_MS});N();if(!D)import("./assets/${routeData}").then(function(m){m.startRouteData(r)},function(){})})();`;
}

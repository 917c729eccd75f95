/**
 * The collection page's markup, without its widgets' code: the page renders it once they are
 * in, and site/prerender.tsx writes it into index.html, so that on the collection route the
 * heading and lead paint from the HTML, before any script has run, and the site's first render
 * takes these elements over (site/main.tsx).
 */
export function MembersCollectionSection({ prerendered = false }: { prerendered?: boolean }) {
  return (
    // Prerendered, it is marked with its route: CSS shows it only there before the site runs.
    <section className="page page-wide" data-prerender={prerendered ? 'members-collection' : undefined}>
      <h1>Members' collection</h1>
      <p className="page-lead">Designer bags to borrow, for as long as your plan allows. Pick one to see when it is free.</p>
      <tote-collection />
      <tote-bagdrop />
    </section>
  );
}

import type { Queryable } from '../db/database';
import { insertNewsletter, type NewNewsletter } from '../newsletters/newsletter-records';

const DAY = 24 * 60 * 60 * 1000;

/** The club's back issues; dated relative to the first start so the list always looks current. */
function issues(now: Date): NewNewsletter[] {
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY).toISOString();
  return [
    {
      slug: 'leather-care-between-rentals',
      title: 'Leather care between rentals',
      summary: 'How our atelier team keeps every bag looking its best — and the three habits that help you do the same while it is with you.',
      publishedAt: daysAgo(3),
      content: `<p>Every bag that comes back to Tote spends a day with our atelier team before it goes out again. It is cleaned, conditioned, checked stitch by stitch and photographed, so the next member receives it exactly as you did.</p>
<h2>Three habits that make a difference</h2>
<ol>
<li><strong>Let it breathe.</strong> Keep the bag in its dust bag, not in a plastic carrier, and never in a sealed cupboard. Leather needs air.</li>
<li><strong>Keep it stuffed.</strong> The tissue paper it arrives with holds its shape. Put it back whenever the bag is not in use.</li>
<li><strong>Mind the rain.</strong> Caught in a shower? Blot — do not rub — with a soft dry cloth and let it dry away from heaters and direct sun.</li>
</ol>
<h2>What not to do</h2>
<p>Please do not apply creams, sprays or stain removers yourself. Different leathers react very differently, and our team uses products matched to each piece. If something happens, tell us: small marks are part of renting and are covered by your membership.</p>
<blockquote>“A well-kept bag is one that is used with care, not one that stays on the shelf.” — Farah, head of atelier</blockquote>
<p>Read the full care terms in the <a href="#/product-rental-agreement">rental agreement</a>.</p>`,
    },
    {
      slug: 'new-arrivals-winter-edit',
      title: 'New arrivals: the winter edit',
      summary: 'Twelve new pieces join the Member Collection this month, from a structured top-handle in oxblood to a soft suede hobo.',
      publishedAt: daysAgo(12),
      content: `<p>The nights are longer and the colours deeper. This month twelve new bags join the Member Collection, chosen for evenings out, long lunches and the season's weddings.</p>
<h2>Highlights</h2>
<ul>
<li><strong>A structured top-handle in oxblood</strong> — polished calfskin, gold hardware, a detachable strap for day.</li>
<li><strong>The soft suede hobo</strong> in cognac, roomy enough for a laptop and still light on the shoulder.</li>
<li><strong>A beaded evening clutch</strong> hand-finished in ivory and champagne, made for the wedding season.</li>
<li><strong>Two new crossbody bags</strong> in black and taupe, for members who asked for hands-free everyday pieces.</li>
</ul>
<p>New arrivals are popular in their first weeks. If a bag you love is booked, join its waiting list and we will tell you the moment it is free.</p>
<p><a href="#/members-collection">Browse the Member Collection</a></p>`,
    },
    {
      slug: 'recap-mumbai-trunk-show',
      title: 'Recap: our Mumbai trunk show',
      summary: 'Eighty members, forty bags and one very long queue for the vintage flap bag. Here is what happened at our first trunk show.',
      publishedAt: daysAgo(26),
      content: `<p>Thank you to everyone who joined us in Bandra for our first trunk show. Eighty members spent the evening trying on forty pieces from the collection — and a few that are not in it yet.</p>
<h2>What you told us</h2>
<p>We asked every guest which bag they would book next. The clear favourite was the vintage quilted flap bag, followed closely by the new oxblood top-handle. Many of you asked for more everyday crossbody styles; two of them arrive in this month's edit.</p>
<h2>Styling notes from the evening</h2>
<ul>
<li>One statement bag, quiet everything else: let the piece carry the outfit.</li>
<li>Match hardware to jewellery — gold with gold, silver with silver — for a finished look.</li>
<li>A small bag carried by hand reads more formal than the same bag worn crossbody.</li>
</ul>
<p>The next events are on the <a href="#/newsletter">newsletter page</a>. Seats go quickly, so register early.</p>`,
    },
    {
      slug: 'how-booking-works',
      title: 'How booking works, step by step',
      summary: 'From choosing a bag to sending it back: a short guide for new members, with the answers to the questions we hear most.',
      publishedAt: daysAgo(40),
      content: `<p>Welcome to the members who joined this month. Here is how a rental works from start to finish.</p>
<h2>1. Choose and book</h2>
<p>Open the Member Collection, pick a bag and choose your dates. You will see at once whether it is free; if not, join the waiting list.</p>
<h2>2. Delivery</h2>
<p>We deliver to the address on your account in a protective box. Keep the box: it is how the bag travels back to us.</p>
<h2>3. Enjoy it</h2>
<p>Carry it, style it, take it out. Your notifications remind you the day before your return is due.</p>
<h2>4. Send it back</h2>
<p>Pack the bag in its dust bag and box, and hand it to our courier. Need it longer? Extend your booking from your account while nobody is waiting for it.</p>
<p>Questions? The <a href="#/our-process">our process</a> page and the <a href="#/terms-condition">terms and conditions</a> cover the details.</p>`,
    },
    {
      slug: 'spotlight-the-art-of-the-clasp',
      title: 'Spotlight: the art of the clasp',
      summary: 'Turn-locks, push-locks, magnetic snaps: a short history of the small piece of metal that defines a bag.',
      publishedAt: daysAgo(55),
      content: `<p>Look closely at the bags you love and you will find that many are recognised first by their clasp. It is the smallest part of the design and often the most deliberate.</p>
<h2>The turn-lock</h2>
<p>Born in the 1950s, the turn-lock closes with a quarter turn and a satisfying click. It is still made by hand in small workshops, each piece polished before it is fitted.</p>
<h2>The push-lock</h2>
<p>Cleaner and flatter, the push-lock suits structured, architectural bags. Press, and it opens; it rarely catches on clothing.</p>
<h2>The magnetic snap</h2>
<p>Hidden under a flap, the magnetic snap keeps the outside of the bag uninterrupted — the choice of designers who let the leather speak.</p>
<p><em>Handle with care:</em> clasps are the part of a bag that wears first. Open and close them gently, and never force one that sticks; tell us instead.</p>`,
    },
  ];
}

/** Inserts the back issues that are missing; running it again changes nothing. */
export async function seedNewsletters(db: Queryable, now: Date = new Date()): Promise<void> {
  for (const issue of issues(now)) await insertNewsletter(db, issue);
}

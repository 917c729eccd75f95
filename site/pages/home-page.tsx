import { Link } from '../layout/link';
import { APPLICATION_REVIEW_TIME } from '../../src/config/club-facts';
import { ApplyAction } from '../home/apply-action';
import { HomeCollection } from '../home/home-collection';
import { HERO, HERO_SIZES, heroSrc, heroSrcset } from '../home/hero-picture';
import { HomePlans } from '../home/home-plans';
import { useDocumentTitle } from '../layout/use-document-title';

// Beside the text from 900 px (about half of the 1168 px column), the full width above it on phones.

const PROMISES = [
  { title: 'Authentic, always', text: 'Every bag is sourced from the house or an authorised boutique, checked by hand and cleaned between members.' },
  {
    title: 'Delivered to your door',
    text: 'Your bag arrives in its dust bag and box, and our courier collects it on your return date. Delivery and collection are included.',
  },
  { title: 'A new bag when you like', text: 'Keep a bag for an occasion or a fortnight, then swap it for the next one. Nothing to buy, nothing to store.' },
] as const;

const STEPS = [
  { title: 'Apply', text: 'Tell us about yourself and confirm your mobile number with a one-time password. No password to remember.' },
  { title: 'Get approved', text: `Complete your application with your Aadhaar and PAN. Our team reviews it by hand, ${APPLICATION_REVIEW_TIME}.` },
  { title: 'Choose a plan', text: 'Pick Classic, Signature or Couture for 3, 6 or 12 months. Your membership starts the day you pay.' },
  { title: 'Book, wear, return', text: 'Choose a bag and your dates, carry it, and send it back for the next member. Then choose again.' },
] as const;

export function HomePage() {
  useDocumentTitle(null);
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-text">
          <p className="hero-kicker">A members' club for designer bags</p>
          <h1 id="hero-title">Carry a new designer bag, without buying one.</h1>
          <p className="page-lead">
            Tote is a membership club: members borrow bags from our collection of designer pieces, carry them, and send them back for the next one.
          </p>
          <ApplyAction withLogin />
        </div>
        <img
          className="hero-picture"
          src={heroSrc(HERO.widths[1])}
          srcSet={heroSrcset()}
          sizes={HERO_SIZES}
          width={HERO.width}
          height={HERO.height}
          alt={HERO.alt}
          fetchPriority="high"
          // This markup is prerendered into index.html, which every route loads (CSS hides it
          // off the home route): lazy, a hidden copy is never fetched to compete with the route's
          // own pictures, and on the home route the boot script preloads it at once.
          loading="lazy"
          decoding="async"
        />
      </section>

      <section className="home-section" aria-labelledby="promises-title">
        <h2 id="promises-title" className="visually-hidden">
          Why Tote
        </h2>
        <ul className="promise-list">
          {PROMISES.map((promise) => (
            <li key={promise.title}>
              <h3>{promise.title}</h3>
              <p>{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section steps" aria-labelledby="steps-title">
        <h2 id="steps-title">How it works</h2>
        <ol className="step-list">
          {STEPS.map((step) => (
            <li key={step.title} className="step">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p>
          <Link to="/our-process">More about our process</Link>
        </p>
      </section>

      <HomeCollection />
      <HomePlans />

      <section className="home-section home-closing" aria-labelledby="closing-title">
        <h2 id="closing-title">Ready for your first bag?</h2>
        <p className="home-section-lead">
          Applying takes two minutes. Read our <Link to="/terms-condition">terms</Link> and <Link to="/privacy-policy">privacy policy</Link> first if you like.
        </p>
        <ApplyAction label="Apply for membership" />
      </section>
    </div>
  );
}

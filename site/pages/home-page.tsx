import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { openDialog } from '../../src/stores/dialog';
import { $user } from '../../src/stores/session';
import { useDocumentTitle } from '../layout/use-document-title';

const STEPS = [
  { title: 'Apply', text: 'Tell us a little about yourself. We confirm your mobile number with a one-time password — no password to remember.' },
  { title: 'Choose your membership', text: 'Complete your application and pick the membership package that suits you.' },
  { title: 'Book a bag', text: "Browse the members' collection and book the designer bag you want to carry next." },
] as const;

export function HomePage() {
  const user = useStore($user);
  useDocumentTitle(null);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <p className="hero-kicker">A members' club for designer bags</p>
        <h1 id="hero-title">Carry a new designer bag, without buying one.</h1>
        <p className="page-lead">
          Tote is a membership club: members borrow bags from our collection, carry them, and send them back for the next one.
        </p>
        {user ? (
          <div className="hero-actions">
            <Link className="button button-primary" to="/members-collection">
              See the collection
            </Link>
          </div>
        ) : (
          <div className="hero-actions">
            <button type="button" className="button button-primary" onClick={() => openDialog('signup')}>
              Apply
            </button>
            <button type="button" className="button button-quiet" onClick={() => openDialog('login')}>
              Member's Login
            </button>
          </div>
        )}
      </section>
      <section className="steps" aria-labelledby="steps-title">
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
    </>
  );
}

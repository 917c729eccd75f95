import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../layout/use-document-title';

export function OurProcessPage() {
  useDocumentTitle('Our process');
  return (
    <section className="page">
      <h1>Our process</h1>
      <p className="page-lead">From your application to the bag on your arm, in four steps.</p>
      <ol className="step-list">
        <li className="step">
          <h2>1. Apply for membership</h2>
          <p>
            Choose Apply and give us your name, email and mobile number. We send a one-time password to your mobile to confirm it is
            yours; that is also how you log in afterwards.
          </p>
        </li>
        <li className="step">
          <h2>2. Complete your application</h2>
          <p>Fill in the membership application form. While you do, you can already preview the collection.</p>
        </li>
        <li className="step">
          <h2>3. Choose a membership package</h2>
          <p>Once your application is in, pick the membership package that suits you and pay for it to become an active member.</p>
        </li>
        <li className="step">
          <h2>4. Book your bags</h2>
          <p>
            As a member, browse the members' collection and book the bag you want. Your notifications keep you posted along the way,
            and your account shows your membership and bookings.
          </p>
        </li>
      </ol>
      <p>
        Questions about the details? Read our <Link to="/terms-condition">terms and conditions</Link> and the{' '}
        <Link to="/product-rental-agreement">rental agreement</Link>.
      </p>
    </section>
  );
}

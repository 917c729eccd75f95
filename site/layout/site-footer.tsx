import { Link } from 'react-router-dom';
import { SubscribeForm } from '../../src/ui/subscribe-form';

export const FOOTER_LINKS = [
  { to: '/our-process', label: 'Our Process' },
  { to: '/newsletter', label: 'Newsletter' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-condition', label: 'Terms & Conditions' },
  { to: '/eula-policy', label: 'End-User Licence' },
  { to: '/product-rental-agreement', label: 'Rental Agreement' },
  { to: '/refund-policy', label: 'Refund Policy' },
] as const;

/** The footer of every page: the content pages, the newsletter subscription and the © line. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section className="footer-subscribe" aria-labelledby="footer-subscribe-title">
          <h2 id="footer-subscribe-title">The Tote letter</h2>
          <p>New arrivals, care guides and club events, about once a month.</p>
          <SubscribeForm />
        </section>
        <nav aria-label="Footer">
          <ul className="footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer-note">
        © {new Date().getFullYear()} Tote — designer bags, by membership. A sample club: its texts are for a real operator to replace.
      </p>
    </footer>
  );
}

import { Link } from 'react-router-dom';

const CONTENT_LINKS = [
  { to: '/our-process', label: 'Our Process' },
  { to: '/newsletter', label: 'Newsletter' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-condition', label: 'Terms & Conditions' },
  { to: '/eula-policy', label: 'End-User Licence' },
  { to: '/product-rental-agreement', label: 'Rental Agreement' },
  { to: '/refund-policy', label: 'Refund Policy' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="footer-links">
          {CONTENT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer-note">Tote — designer bags, by membership.</p>
    </footer>
  );
}

import { Link } from './link';
import { CLUB_FACTS, telHref } from '../../src/config/club-facts';
import { SubscribeForm } from '../../src/ui/subscribe-form';

const { legalName, cin, gstin, registeredOffice, support, grievanceOfficer } = CLUB_FACTS;
const companyLine = [legalName, cin && `CIN ${cin}`, gstin && `GSTIN ${gstin}`, `Registered office: ${registeredOffice}`].filter(Boolean).join(' · ');

export const FOOTER_LINKS = [
  { to: '/our-process', label: 'Our Process' },
  { to: '/newsletter', label: 'Newsletter' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-condition', label: 'Terms & Conditions' },
  { to: '/eula-policy', label: 'End-User Licence' },
  { to: '/product-rental-agreement', label: 'Rental Agreement' },
  { to: '/refund-policy', label: 'Refund Policy' },
] as const;

/** The footer of every page: the content pages, the newsletter subscription, how to reach us and who we are (src/config/club-facts.ts). */
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
      <div className="footer-note">
        <p>
          © {new Date().getFullYear()} {CLUB_FACTS.brand} — designer bags, by membership. Questions? <a href={`mailto:${support.email}`}>{support.email}</a> ·{' '}
          <a className="nowrap" href={telHref(support.phone)}>
            {support.phone}
          </a>
        </p>
        <p className="footer-company">{companyLine}</p>
        <p className="footer-company">
          Grievance Officer: {grievanceOfficer.name}, <a href={`mailto:${grievanceOfficer.email}`}>{grievanceOfficer.email}</a>,{' '}
          <a href={telHref(grievanceOfficer.phone)}>{grievanceOfficer.phone}</a>
        </p>
      </div>
    </footer>
  );
}

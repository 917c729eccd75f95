import { useParams } from 'react-router-dom';
import { Link } from '../layout/link';
import type { PackingSlip } from '../../src/api/shapes/packing-slip';
import type { Address } from '../../src/api/shapes/operator';
import { formatDay } from '../../src/ui/format';
import { formatMobile } from '../../src/ui/format-details';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { packingSlipStore } from './packing-slip-store';
import { useDocumentStyles } from './use-document-styles';

// On paper only the slip and the label: no navigation or buttons, black on white, the label on a page of its own.
const SLIP_CSS = `
.slip { display: grid; gap: 16px; max-width: 720px; }
.slip__sheet { border: 1px solid var(--line); border-radius: 8px; padding: 20px; background: #fff; color: #1d1b19; }
.slip__sheet h2 { margin: 0 0 12px; }
.slip__columns { display: grid; gap: 16px; }
@media (min-width: 640px) { .slip__columns { grid-template-columns: 1fr 1fr; } }
.slip__address { font-style: normal; line-height: 1.5; }
.slip__big { font-size: 1.25rem; font-weight: 700; letter-spacing: 0.04em; }
.slip__box { margin: 0; padding-left: 0; list-style: none; }
.slip__box li::before { content: "☐ "; }
@media print {
  .ops-side, .slip-tools, .back-link, .site-header, .site-footer { display: none !important; }
  .ops-shell { display: block; }
  .ops-shell > .ops { padding: 0; }
  .slip__sheet { border: 1px solid #000; break-inside: avoid; }
  .slip__label { break-before: page; border-width: 2px; }
  a { color: inherit; text-decoration: none; }
}
`;

/** #/operator/bookings/:bookingId/packing-slip: the slip that goes in the box and the label for the bag's way back, to print. */
export function PackingSlipPage() {
  useDocumentStyles(SLIP_CSS);
  const bookingId = Number(useParams().bookingId);
  useDocumentTitle(`Packing slip, booking ${bookingId} · Back office`);
  const { state, retry } = useQuery(packingSlipStore(bookingId));
  return (
    <section className="ops slip" aria-labelledby="ops-slip">
      <p className="back-link">
        <Link to={`/operator/bookings/${bookingId}`}>Booking {bookingId}</Link> · <Link to="/operator/fulfilment">Fulfilment</Link>
      </p>
      <h1 id="ops-slip">Packing slip and return label</h1>
      <LoadSection state={state} retry={retry} what="the packing slip">
        {(slip) => <Slip slip={slip} />}
      </LoadSection>
    </section>
  );
}

function AddressLines({ name, address, mobile }: { name: string; address: Address; mobile: string }) {
  const place = [address.city, address.state].filter(Boolean).join(', ');
  return (
    <address className="slip__address">
      <strong>{name}</strong>
      {[address.addressLine1, address.addressLine2, [place, address.zipcode].filter(Boolean).join(' ')].filter(Boolean).map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      {address.addressLine1 || place ? null : (
        <>
          <br />
          No address on file: call the member before packing.
        </>
      )}
      <br />
      <span>Mobile {formatMobile(mobile)}</span>
    </address>
  );
}

function Slip({ slip }: { slip: PackingSlip }) {
  return (
    <>
      <p className="slip-tools">
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          Print slip and label
        </button>
      </p>
      <article className="slip__sheet" aria-labelledby="slip-packing">
        <h2 id="slip-packing">Packing slip · {slip.bookingNumber}</h2>
        <div className="slip__columns">
          <div>
            <p className="ops-muted">Deliver to</p>
            <AddressLines name={slip.member.name} address={slip.address} mobile={slip.member.mobile} />
          </div>
          <dl className="ops-facts">
            <dt>Booking</dt>
            <dd>{slip.bookingNumber}</dd>
            <dt>Bag</dt>
            <dd>
              {slip.bag.title} by {slip.bag.brand}
            </dd>
            <dt>Rental</dt>
            <dd>
              {formatDay(slip.startDate, 'numeric')} to {formatDay(slip.returnDate, 'numeric')}
            </dd>
            <dt>Return pickup</dt>
            <dd>{formatDay(slip.returnPickupDate, 'full')}</dd>
            <dt>Waybill</dt>
            <dd>{slip.wbNo ?? 'Not shipped yet'}</dd>
          </dl>
        </div>
        <h3>In the box</h3>
        <ul className="slip__box" aria-label="In the box">
          <li>
            {slip.bag.title} by {slip.bag.brand}
          </li>
          {slip.bag.inTheBox.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          Our courier collects the bag on {formatDay(slip.returnPickupDate, 'full')}: please have it packed in its dust bag and this box, with the return label
          on top. Questions: {slip.returnTo.phone}.
        </p>
      </article>
      <article className="slip__sheet slip__label" aria-labelledby="slip-return">
        <h2 id="slip-return">Return label · {slip.bookingNumber}</h2>
        <div className="slip__columns">
          <div>
            <p className="ops-muted">From</p>
            <AddressLines name={slip.member.name} address={slip.address} mobile={slip.member.mobile} />
          </div>
          <div>
            <p className="ops-muted">Return to</p>
            <address className="slip__address">
              <strong>{slip.returnTo.name}</strong>
              <br />
              {slip.returnTo.address}
              <br />
              Phone {slip.returnTo.phone}
            </address>
          </div>
        </div>
        <p>
          Waybill <span className="slip__big">{slip.wbNo ?? '—'}</span>
        </p>
        <p>
          Pickup on {formatDay(slip.returnPickupDate, 'numeric')} · Booking {slip.bookingNumber}
        </p>
      </article>
    </>
  );
}

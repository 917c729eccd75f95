import { useEffect, useId, useState } from 'react';
import { errorText } from '../../src/api/api-error';
import { shipmentDetails } from '../../src/api/bluedart';
import type { ShipmentDetails } from '../../src/api/shapes/bluedart';
import { formatMoment } from '../../src/ui/format';

const WAYBILL = /^[A-Za-z0-9]{6,20}$/;

type Tracking = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; details: ShipmentDetails };

/** Where a parcel is, by its waybill number (POST /api/bluedart/shipment-details): a small form and the scans as a timeline. */
export function ShipmentCard({ request }: { request: { wbNo: string; at: number } | null }) {
  const id = useId();
  const [wbNo, setWbNo] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [tracking, setTracking] = useState<Tracking>({ kind: 'idle' });

  async function track(number: string) {
    const value = number.trim();
    if (!value) return setFieldError('Waybill number is required.');
    if (!WAYBILL.test(value)) return setFieldError('Please enter a valid waybill number (6 to 20 letters and digits).');
    setFieldError(null);
    setTracking({ kind: 'loading' });
    try {
      setTracking({ kind: 'ready', details: await shipmentDetails(value) });
    } catch (err) {
      setTracking({ kind: 'error', message: errorText(err) ?? 'The shipment could not be tracked.' });
    }
  }

  // "Track parcel" on a booking fills the form and tracks at once.
  useEffect(() => {
    if (!request) return;
    setWbNo(request.wbNo);
    track(request.wbNo);
  }, [request]);

  const scans = tracking.kind === 'ready' ? tracking.details.scans ?? [] : [];
  return (
    <section className="card" aria-labelledby={`${id}-title`} id="shipment">
      <h2 id={`${id}-title`} className="card__title">
        Track a shipment
      </h2>
      <form
        className="track-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          track(wbNo);
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-wb`}>
            Waybill number
          </label>
          <input
            id={`${id}-wb`}
            className="field__input"
            value={wbNo}
            autoComplete="off"
            maxLength={20}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-wb-error` : `${id}-wb-hint`}
            onChange={(event) => (setWbNo(event.currentTarget.value), setFieldError(null))}
          />
          {fieldError ? (
            <p id={`${id}-wb-error`} className="field__error" role="alert">
              {fieldError}
            </p>
          ) : (
            <p id={`${id}-wb-hint`} className="muted">
              It is on your booking and in the message we send when a bag ships.
            </p>
          )}
        </div>
        <button type="submit" className="button button-primary" disabled={tracking.kind === 'loading'} aria-busy={tracking.kind === 'loading'}>
          {tracking.kind === 'loading' ? 'Tracking…' : 'Track'}
        </button>
      </form>
      {tracking.kind === 'error' ? (
        <div className="load-error" role="alert">
          <p>{tracking.message}</p>
          <button type="button" className="button" onClick={() => track(wbNo)}>
            Retry
          </button>
        </div>
      ) : null}
      {tracking.kind === 'ready' ? (
        <div className="tracking" role="status">
          <p>
            <strong>{tracking.details.status || 'No status yet'}</strong>
            {tracking.details.wbNo ? <span className="muted"> · Waybill {tracking.details.wbNo}</span> : null}
          </p>
          {scans.length ? (
            <ol className="timeline" aria-label="Scan history">
              {scans.map((scan, i) => (
                <li key={i} className="timeline__item">
                  <p className="timeline__what">{scan.description}</p>
                  <p className="muted">{[scan.location, formatMoment(scan.date)].filter(Boolean).join(' · ')}</p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="muted">No scans yet: the courier has not picked the parcel up.</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

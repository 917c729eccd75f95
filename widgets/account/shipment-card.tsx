import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorText } from '../../src/api/api-error';
import { $shipment, $trackedWaybill, trackShipment } from '../../src/stores/shipment-store';
import { formatMoment } from '../../src/ui/format-details';
import { normalizeWaybill, WAYBILL_MESSAGES, waybillProblem } from '../../src/validation/waybill';

/** Where a parcel is, by its waybill number: a small form and the scans as a timeline (the loading is the shipment store's). */
export function ShipmentCard() {
  const id = useId();
  const tracked = useStore($trackedWaybill);
  const { data, error, loading } = useStore($shipment);
  const [wbNo, setWbNo] = useState(tracked ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function track(number: string) {
    const value = normalizeWaybill(number);
    const problem = waybillProblem(value);
    if (problem) return setFieldError(problem === 'required' ? WAYBILL_MESSAGES.required : WAYBILL_MESSAGES.invalidWithHint);
    setFieldError(null);
    trackShipment(value);
  }

  // "Track parcel" on a booking tracks at once: the field shows which parcel it is.
  useEffect(() => {
    if (tracked) setWbNo(tracked);
  }, [tracked]);

  const busy = tracked !== null && loading === true;
  const shown = tracked !== null && !busy;
  const failure = shown && error !== undefined ? (errorText(error) ?? 'The shipment could not be tracked.') : null;
  const details = shown && failure === null ? (data ?? null) : null;
  const scans = details?.scans ?? [];
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
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Tracking…' : 'Track'}
        </button>
      </form>
      {failure !== null ? (
        <div className="load-error" role="alert">
          <p>{failure}</p>
          <button type="button" className="button" onClick={() => $shipment.invalidate()}>
            Retry
          </button>
        </div>
      ) : null}
      {details ? (
        <div className="tracking" role="status">
          <p>
            <strong>{details.status || 'No status yet'}</strong>
            {details.wbNo ? <span className="muted"> · Waybill {details.wbNo}</span> : null}
          </p>
          {/* Shipped by hand: the courier's own page has the scans (the server only keeps http(s) links). */}
          {details.trackingUrl ? (
            <p>
              <a href={details.trackingUrl} target="_blank" rel="noopener noreferrer">
                Follow the parcel on the courier’s website
              </a>
            </p>
          ) : null}
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

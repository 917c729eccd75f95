import type { User } from '../../src/api/shapes/user';
import { TextField } from '../../src/ui/text-field';
import { AadhaarVerification } from './aadhaar-verification';
import { filterPan, validatePan } from './application-rules';
import { DOCUMENTS, setAadhaar, setFile, setPan, touchPan, type ApplicationState, type DocumentKind } from './application-store';
import { DocumentField } from './document-field';

const HINTS: Record<DocumentKind, string> = {
  aadhaarFront: 'The side with your photo',
  aadhaarBack: 'The side with your address',
  pan: 'The side with your PAN number',
};

/** Step 3: Aadhaar (checked by OTP, or noted for the club to compare by hand), PAN, and photos of the cards. */
export function IdentityStep({ state, user }: { state: ApplicationState; user: User }) {
  return (
    <div className="identity">
      <section aria-labelledby="aadhaar-title">
        <h3 id="aadhaar-title">Aadhaar</h3>
        <AadhaarVerification
          userId={user.id}
          session={state.aadhaar}
          onSession={setAadhaar}
          stepError={state.showErrors && !state.aadhaar.verified ? 'Please verify your Aadhaar number.' : null}
        />
      </section>
      <section aria-labelledby="pan-title">
        <h3 id="pan-title">PAN</h3>
        <TextField
          label="PAN number"
          value={state.pan}
          autoComplete="off"
          maxLength={10}
          filter={filterPan}
          onValueChange={setPan}
          onBlur={touchPan}
          error={state.showErrors || state.panTouched ? validatePan(state.pan) : null}
        />
      </section>
      <section aria-labelledby="documents-title" aria-describedby="documents-note">
        <h3 id="documents-title">Photos of your cards</h3>
        <p className="muted" id="documents-note">
          A clear photo or scan of each, with all four corners in view. Only our membership team sees them. If you reload this page, you will need to add them
          again; everything else you typed is kept.
        </p>
        <div className="documents">
          {DOCUMENTS.map((d) => (
            <DocumentField
              key={d.kind}
              label={d.label}
              hint={HINTS[d.kind]}
              file={state.files[d.kind]}
              error={state.fileErrors[d.kind] ?? null}
              onChange={(file, error) => setFile(d.kind, file, error)}
            />
          ))}
        </div>
      </section>
    </div>
  );
}

import { TextField } from '../../src/ui/text-field';
import { filterDetail, type DetailField } from './application-rules';
import { detailError, setValue, touch, type ApplicationState } from './application-store';

const LABELS: Record<DetailField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  mobile: 'Mobile number',
  addressLine1: 'Address',
  addressLine2: 'Address line 2',
  city: 'City',
  state: 'State',
  zipcode: 'Zipcode',
};

interface FieldSetup {
  name: DetailField;
  autoComplete: string;
  type?: 'email' | 'tel';
  inputMode?: 'numeric';
  optional?: boolean;
  wide?: boolean;
}

const FIELDS: readonly FieldSetup[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'mobile', type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  { name: 'addressLine1', autoComplete: 'address-line1', wide: true },
  { name: 'addressLine2', autoComplete: 'address-line2', optional: true, wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'zipcode', autoComplete: 'postal-code', inputMode: 'numeric' },
];

/** Step 1: who the member is and where bags are delivered; prefilled from sign-up. */
export function DetailsStep({ state }: { state: ApplicationState }) {
  return (
    <div className="form-grid">
      <p className="form-grid__wide muted">We deliver your bags to this address and collect them from it. Everything is kept as you type.</p>
      {FIELDS.map(({ name, wide, optional, ...setup }) => {
        const field = (
          <TextField
            key={name}
            label={LABELS[name]}
            name={name}
            value={state.values[name]}
            onValueChange={(value) => setValue(name, value)}
            filter={(raw) => filterDetail(name, raw)}
            onBlur={() => touch(name)}
            error={detailError(state, name)}
            required={!optional}
            optional={optional}
            {...setup}
          />
        );
        return wide ? (
          <div key={name} className="form-grid__wide">
            {field}
          </div>
        ) : (
          field
        );
      })}
    </div>
  );
}

import { useStore } from '@nanostores/react';
import type { HTMLAttributes } from 'react';
import { openDialog } from '../../src/stores/dialog';
import { TextField } from '../../src/ui/text-field';
import { $remoteMessages } from '../../src/validation/messages';
import { FIELD_RULES, filterTyping, LIMITS, validateFields } from '../../src/validation/rules';
import { requestSignupOtp } from './auth-actions';
import { $authFlow, patchAuthFlow, SIGNUP_FIELDS, type SignupField } from './auth-flow-store';
import { FormMessage } from './form-message';
import { pasteMobile } from './mobile-paste';
import { SubmitButton } from './submit-button';

interface FieldSetup {
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete: string;
  maxLength: number;
}

// Spec point 5: max lengths and what typing may enter come from src/validation/rules.
const SETUP: Record<SignupField, FieldSetup> = {
  firstName: { autoComplete: 'given-name', maxLength: LIMITS.firstName },
  lastName: { autoComplete: 'family-name', maxLength: LIMITS.lastName },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: LIMITS.email },
  mobile: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: LIMITS.mobile },
  city: { autoComplete: 'address-level2', maxLength: LIMITS.city },
  state: { autoComplete: 'address-level1', maxLength: LIMITS.state },
  zipcode: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: LIMITS.zipcode },
  instagram: { autoComplete: 'off', maxLength: LIMITS.instagram },
};

export function SignupForm() {
  const flow = useStore($authFlow);
  const remote = useStore($remoteMessages);
  const errors = validateFields(flow.signup, SIGNUP_FIELDS, remote);
  const invalid = Object.keys(errors).length > 0;

  const setField = (name: SignupField) => (value: string) => {
    const { signup } = $authFlow.get();
    if (signup[name] !== value) patchAuthFlow({ signup: { ...signup, [name]: value }, error: null });
  };
  const touch = (name: SignupField) => () => {
    const { signupTouched } = $authFlow.get();
    if (!signupTouched[name]) patchAuthFlow({ signupTouched: { ...signupTouched, [name]: true } });
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void requestSignupOtp();
      }}
    >
      <div className="auth-grid">
        {SIGNUP_FIELDS.map((name, index) => {
          const setup = SETUP[name];
          const rule = FIELD_RULES[name];
          const setValue = setField(name);
          return (
            <TextField
              key={name}
              label={rule.label}
              name={name}
              type={setup.type}
              inputMode={setup.inputMode}
              autoComplete={setup.autoComplete}
              maxLength={setup.maxLength}
              required={Boolean(rule.required)}
              optional={!rule.required}
              autoFocus={index === 0}
              value={flow.signup[name]}
              filter={(raw) => filterTyping(name, raw)}
              onValueChange={setValue}
              onPaste={name === 'mobile' ? pasteMobile(setValue) : undefined}
              onBlur={touch(name)}
              error={flow.signupTouched[name] ? (errors[name] ?? null) : null}
            />
          );
        })}
      </div>
      <FormMessage dialog="signup" />
      <SubmitButton invalid={invalid} busy={flow.busy === 'send'}>
        Send OTP
      </SubmitButton>
      <button type="button" className="text-button" onClick={() => openDialog('login')}>
        ALREADY A MEMBER? LOG IN
      </button>
    </form>
  );
}

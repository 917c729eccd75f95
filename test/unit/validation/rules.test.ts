// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { setRemoteMessages } from '../../../src/validation/messages';
import { filterTyping, LIMITS, normalizeMobile, validateField, validateFields } from '../../../src/validation/rules';

afterEach(() => setRemoteMessages({}));

const MOBILE_REQUIRED = 'Mobile number is required.';
const MOBILE_INVALID = 'Please enter a valid 10-digit mobile number.';

describe('mobile number (login and sign-up)', () => {
  it('is required', () => {
    expect(validateField('mobile', '')).toBe(MOBILE_REQUIRED);
    expect(validateField('mobile', undefined)).toBe(MOBILE_REQUIRED);
  });

  it.each(['9876543210', '+919876543210', '09876543210'])('accepts %s (optional +91 or 0 prefix)', (value) => {
    expect(validateField('mobile', value)).toBeNull();
  });

  it.each(['987654321', '98765432101', '+91987654321', '919876543210', '+09876543210', '98765abcde', '98765 43210'])('rejects %s', (value) => {
    expect(validateField('mobile', value)).toBe(MOBILE_INVALID);
  });

  it('typing keeps digits only, at most 10', () => {
    expect(filterTyping('mobile', '98a76-54 32109999')).toBe('9876543210');
    expect(LIMITS.mobile).toBe(10);
  });
});

describe.each([
  ['firstName', 'First Name is required.'],
  ['lastName', 'Last Name is required.'],
] as const)('%s', (field, required) => {
  it('is required', () => {
    expect(validateField(field, '')).toBe(required);
  });

  it('treats whitespace only as empty', () => {
    expect(validateField(field, '   ')).toBe(required);
  });

  it('allows 20 characters and rejects 21', () => {
    expect(validateField(field, 'A'.repeat(20))).toBeNull();
    expect(validateField(field, 'A'.repeat(21))).not.toBeNull();
  });

  it('typing accepts only letters, space, comma, hyphen and underscore', () => {
    expect(filterTyping(field, "Ann-Marie, O_Neil'3!.")).toBe('Ann-Marie, O_Neil');
  });

  it('typing stops at 20 characters', () => {
    expect(filterTyping(field, 'B'.repeat(25))).toHaveLength(20);
  });
});

describe('email', () => {
  it('is required', () => {
    expect(validateField('email', '')).toBe('Email is required.');
  });

  it.each(['asha@example.com', 'a.b+c@mail.co.in', 'x_y@site.info', 'A@B.IO'])('accepts %s', (value) => {
    expect(validateField('email', value)).toBeNull();
  });

  it.each(['asha', 'asha@', 'asha@example', 'asha@example.c', 'asha@example.museum', 'asha@example.c0m', 'as ha@example.com'])(
    'rejects %s with the spec text',
    (value) => {
      expect(validateField('email', value)).toBe('Please enter a valid Email');
    },
  );

  it('allows 150 characters and rejects 151', () => {
    const at150 = `${'a'.repeat(150 - '@example.com'.length)}@example.com`;
    expect(at150).toHaveLength(150);
    expect(validateField('email', at150)).toBeNull();
    const message = validateField('email', `a${at150}`);
    expect(message).not.toBeNull();
    expect(message).not.toBe('Please enter a valid Email');
  });
});

describe.each([
  ['city', 'Please enter a valid City'],
  ['state', 'Please enter a valid State'],
] as const)('%s', (field, invalid) => {
  it('is optional', () => {
    expect(validateField(field, '')).toBeNull();
  });

  it('accepts letters only', () => {
    expect(validateField(field, 'Mumbai')).toBeNull();
    expect(validateField(field, 'Mumbai1')).toBe(invalid);
    expect(validateField(field, 'Navi-Mumbai')).toBe(invalid);
  });

  it('allows 20 characters and rejects 21', () => {
    expect(validateField(field, 'a'.repeat(20))).toBeNull();
    expect(validateField(field, 'a'.repeat(21))).not.toBeNull();
  });

  it('typing drops anything but letters', () => {
    expect(filterTyping(field, 'Pune 411 !')).toBe('Pune');
  });
});

describe('zipcode', () => {
  it('is optional', () => {
    expect(validateField('zipcode', '')).toBeNull();
  });

  it.each(['400001', '110011'])('accepts %s', (value) => {
    expect(validateField('zipcode', value)).toBeNull();
  });

  it.each(['012345', '40001', '4000011', '40 001'])('rejects %s with the spec text', (value) => {
    expect(validateField('zipcode', value)).toBe('Please enter a valid Zipcode');
  });

  it('typing keeps digits only, at most 6', () => {
    expect(filterTyping('zipcode', '4a00-0019')).toBe('400001');
  });
});

describe('instagram', () => {
  it('is optional and carries no pattern (not even the zipcode one)', () => {
    expect(validateField('instagram', '')).toBeNull();
    expect(validateField('instagram', '@asha.rao_')).toBeNull();
    expect(validateField('instagram', '012')).toBeNull();
    expect(filterTyping('instagram', '@asha.rao_')).toBe('@asha.rao_');
  });
});

describe('OTP', () => {
  it('is required', () => {
    expect(validateField('otp', '')).toBe('OTP is required.');
  });

  it('takes exactly 6 digits', () => {
    expect(validateField('otp', '123456')).toBeNull();
    expect(validateField('otp', '12345')).not.toBeNull();
    expect(validateField('otp', '12345a')).not.toBeNull();
  });

  it('typing keeps digits only, at most 6', () => {
    expect(filterTyping('otp', '1a2b3c4d5e6f7')).toBe('123456');
  });
});

describe('validateFields', () => {
  it('reports only the invalid fields of the sign-up form', () => {
    const errors = validateFields({ firstName: 'Asha', lastName: ' ', email: 'asha@', mobile: '9876543210', city: '', zipcode: '012345' }, [
      'firstName',
      'lastName',
      'email',
      'mobile',
      'city',
      'state',
      'zipcode',
      'instagram',
    ] as const);
    expect(errors).toEqual({
      lastName: 'Last Name is required.',
      email: 'Please enter a valid Email',
      zipcode: 'Please enter a valid Zipcode',
    });
  });
});

describe('messages from the remote configuration', () => {
  it('replace the spec texts, filling {label} and {max}', () => {
    setRemoteMessages({
      Required: '{label} is mandatory',
      MaxLength: '{label} allows {max} characters',
      Email: 'Check {label}',
      pattern: '{label} looks wrong',
    });
    expect(validateField('firstName', '')).toBe('First Name is mandatory');
    expect(validateField('mobile', '')).toBe('Mobile number is mandatory');
    expect(validateField('lastName', 'x'.repeat(21))).toBe('Last Name allows 20 characters');
    expect(validateField('email', 'asha@')).toBe('Check Email');
    expect(validateField('mobile', '123')).toBe('Mobile number looks wrong');
    expect(validateField('zipcode', '012345')).toBe('Zipcode looks wrong');
  });

  it('MinLength fills {min} for the OTP', () => {
    setRemoteMessages({ MinLength: '{label} needs {min} digits' });
    expect(validateField('otp', '123')).toBe('OTP needs 6 digits');
  });

  it('can be passed explicitly, e.g. by the server', () => {
    expect(validateField('email', '', { Required: 'Fill in {label}' })).toBe('Fill in Email');
    expect(validateField('email', '')).toBe('Email is required.');
  });

  it('leave kinds they do not carry at the spec texts', () => {
    setRemoteMessages({ Required: '{label} is mandatory' });
    expect(validateField('email', 'asha@')).toBe('Please enter a valid Email');
    expect(validateField('mobile', '123')).toBe(MOBILE_INVALID);
  });
});

describe('normalizeMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['98765432109999', '9876543210'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
  });
});

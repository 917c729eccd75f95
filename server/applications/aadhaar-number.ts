// The Aadhaar rule is shared with the application form: src/validation/aadhaar.ts.
export { AADHAAR_MESSAGES, maskAadhaar, parseAadhaar, verhoeffDigit, verhoeffValid } from '../../src/validation/aadhaar';

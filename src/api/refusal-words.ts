// What a refusal's code means on this client: the codes it knows (./error-codes.ts) and the member's words
// for them (./member-words.ts). No first screen needs them before a call fails, so the data layer fetches
// this file with the first refusal that carries a code (loadErrorWords in ./api-error.ts).
export { isErrorCode } from './error-codes';
export { memberWords } from './member-words';

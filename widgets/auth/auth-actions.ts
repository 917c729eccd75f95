// The dialogs' buttons call the flow through here: its code (the API client, response shapes and
// the session's writes) is fetched when a dialog first opens, beside the forms rather than before
// them, so a tap shows the dialog as soon as the forms' own code is in.
type Flow = typeof import('./auth-flow');

let flow: Promise<Flow> | null = null;

/** Starts fetching the flow's code (once per page; a failed fetch is tried again on the next call). */
export function loadAuthFlow(): Promise<Flow> {
  flow ??= import('./auth-flow');
  flow.catch(() => (flow = null));
  return flow;
}

export const requestLoginOtp = async (): Promise<boolean> => (await loadAuthFlow()).requestLoginOtp();
export const requestSignupOtp = async (): Promise<boolean> => (await loadAuthFlow()).requestSignupOtp();
export const resendOtp = async (): Promise<boolean> => (await loadAuthFlow()).resendOtp();
export const submitOtp = async (otp: string): Promise<boolean> => (await loadAuthFlow()).submitOtp(otp);

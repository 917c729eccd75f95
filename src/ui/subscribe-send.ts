// What the footer's subscription needs once the visitor reaches the form (src/ui/subscribe-form.tsx):
// the email rule and its remote texts, the call and the pixel. The footer sits below every page's
// first screen, so none of it comes with the site's first load.
export { subscribe } from '../api/customer';
export { trackEvent } from '../tracking/pixel';
export { $remoteMessages } from '../validation/messages';
export { LIMITS, validateField } from '../validation/rules';

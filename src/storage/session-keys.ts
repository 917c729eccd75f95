// The keys of spec point 3's browser session storage: apart from src/storage/session-storage.ts so that the site's
// inline operator sharing (site/staff-session.ts) names the same keys without carrying that module's code.
export const SESSION_KEYS = {
  user: 'tote.userSession',
  userId: 'tote.userId',
  attribute: 'tote.attributeSession',
  product: 'tote.productSession',
  application: 'tote.applicationSession',
  aadhaar: 'tote.aadhaarSession',
  newsletter: 'tote.newsletterSession',
} as const;

export const ACCESS_TOKEN_KEY = 'tote.accessToken';
export const REFRESH_TOKEN_KEY = 'tote.refreshToken';

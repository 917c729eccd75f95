/**
 * The site route a notification links to, or null. The server writes routes
 * ('/my-profile'; '#/my-profile' is accepted too); anything else (an outside URL,
 * a javascript: link) is not followed from here.
 */
export function notificationRoute(link: string | null | undefined): string | null {
  if (!link) return null;
  const route = link.startsWith('#') ? link.slice(1) : link;
  return /^\/(?!\/)[A-Za-z0-9\-._~/%?=&]*$/.test(route) ? route : null;
}

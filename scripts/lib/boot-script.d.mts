export function bootScript(
  routes: Record<string, string[]>,
  routeData: string,
  starters?: Record<string, string>,
  early?: { route: string; sessionKey: string; parts: unknown; calls: string[]; sizes: string; pictures: number } | null,
  apiBase?: string,
  hero?: { route: string; selector: string; href: string; srcset: string; sizes: string } | null,
  after?: { first?: string[]; elements?: Record<string, string[]>; main?: string | null },
): string;

interface DeclaredChunk {
  packages?: string[];
  closureOf?: string[];
  modules?: string[];
}
interface ModuleInfoLike {
  importedIds: readonly string[];
  code: string | null;
}
export const DECLARED_CHUNKS: Record<string, DeclaredChunk>;
export function routeStarters(file?: string): Record<string, string>;
export function chunkPlan(options: {
  widgetNames: string[];
  siteEntry: string;
  starters: Record<string, string>;
}): (id: string, meta: { getModuleInfo: (id: string) => ModuleInfoLike | null }) => string | undefined;

export declare const PREACT_ALIASES: { find: RegExp; replacement: string }[];
export declare function reactOnPreact(): { name: string; resolveId(source: string, importer?: string): string | null };

export declare const PREACT_ALIASES: { find: RegExp; replacement: string }[];
export declare function reactOnPreact(): { name: string; resolveId(source: string, importer?: string): string | null };
export declare const STORE_HOOK_ALIAS: { find: RegExp; replacement: string };

export declare const PREACT_ALIASES: { find: RegExp; replacement: string }[];

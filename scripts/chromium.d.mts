/** Debian's Chromium, as every test and the bench launch it (see chromium.mjs). */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare const TEST_CHROMIUM_ARGS: readonly string[];

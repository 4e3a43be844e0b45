/** The three browser engines the tests run in, all from Debian (see engines.mjs). */
export type Engine = 'chromium' | 'firefox' | 'webkit';
export declare const ENGINES: readonly Engine[];
export declare const FIREFOX_PATH: string;
export declare const WEBKIT_DRIVER_PATH: string;
export declare const MINIBROWSER_PATH: string;
export declare const XVFB_PATH: string;
export declare const ENGINE_PACKAGES: Record<Engine, string[]>;
export declare function selectedEngines(value: string | undefined): Engine[];
export declare function missingEngines(engines?: readonly Engine[]): Engine[];
export declare function firefoxLaunchOptions(extraPrefs?: Record<string, unknown>): {
  browser: 'firefox';
  executablePath: string;
  headless: boolean;
  protocol: 'webDriverBiDi';
  extraPrefsFirefox: Record<string, unknown>;
};
export declare function freePort(): Promise<number>;
export declare function startWebKitDriver(): Promise<{ url: string; port: number; display: string; close(): Promise<void> }>;
export declare function webkitCapabilities(opts?: { acceptInsecureCerts?: boolean }): {
  browserName: 'MiniBrowser';
  acceptInsecureCerts: boolean;
  'webkitgtk:browserOptions': { binary: string; args: string[] };
};

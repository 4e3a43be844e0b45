// Short forms of `pick(raw, [names], toX)` for the schema readers (not exported from the package).
import { type Raw, pick, toBool, toNumber, toText } from './common.js';

/** The first of `names` in `raw` that reads as text. */
export const pickText = (raw: Raw, ...names: string[]): string | undefined => pick(raw, names, toText);
/** The first of `names` in `raw` that reads as a finite number. */
export const pickNumber = (raw: Raw, ...names: string[]): number | undefined => pick(raw, names, toNumber);
/** The first of `names` in `raw` that reads as a boolean. */
export const pickBool = (raw: Raw, ...names: string[]): boolean | undefined => pick(raw, names, toBool);

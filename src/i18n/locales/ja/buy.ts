/** Japanese UI strings of the `buy` part: empty, as ../en/buy.ts. */
import type { LocalePart } from '../../i18n.js';

const ja: LocalePart<'buy'> = {};
export default ja;

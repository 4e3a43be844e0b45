/** Korean UI strings of the `buy` part: empty, as ../en/buy.ts. */
import type { LocalePart } from '../../i18n.js';

const ko: LocalePart<'buy'> = {};
export default ko;

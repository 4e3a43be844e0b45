/** Japanese texts of the quick view's dialog: the same keys as ../en/quick-view.ts. */
import type en from '../en/quick-view.js';

const ja: Record<keyof typeof en, string> = {
  close: '閉じる',
  fullDetails: '詳細ページを見る',
};
export default ja;

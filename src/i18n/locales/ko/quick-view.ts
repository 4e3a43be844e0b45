/** Korean texts of the quick view's dialog: the same keys as ../en/quick-view.ts. */
import type en from '../en/quick-view.js';

const ko: Record<keyof typeof en, string> = {
  close: '닫기',
  fullDetails: '상세 페이지 보기',
};
export default ko;

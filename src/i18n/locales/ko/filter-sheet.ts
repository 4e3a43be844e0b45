import type en from '../en/filter-sheet.js';

/** Korean texts of the filter sheet (see ../en/filter-sheet.ts). */
const ko: Record<keyof typeof en, string> = {
  close: '닫기',
  clearAll: '모두 지우기',
  showResults: '결과 {count}개 보기',
  showResult: '결과 1개 보기',
};
export default ko;

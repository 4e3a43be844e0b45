import type en from '../en/filter-sheet.js';

/** Japanese texts of the filter sheet (see ../en/filter-sheet.ts). */
const ja: Record<keyof typeof en, string> = {
  close: '閉じる',
  clearAll: 'すべてクリア',
  showResults: '{count}件の結果を表示',
  showResult: '1件の結果を表示',
};
export default ja;

/**
 * Korean texts of the notice of guest-cart lines refused after login
 * (../../../ui/refused-lines.ts). Not a part of the language packs: the notice's chunk, loaded the
 * first time a page has refused lines to show, holds them in the three languages.
 */
import type en from '../en/refused-lines.js';

const ko: Record<keyof typeof en, string> = {
  title: '로그인 전에 담은 상품 중 장바구니로 옮기지 못한 상품:',
  unnamed: '상품',
  dismiss: '확인',
};
export default ko;

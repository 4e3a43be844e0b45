/**
 * Japanese texts of the notice of guest-cart lines refused after login
 * (../../../ui/refused-lines.ts). Not a part of the language packs: the notice's chunk, loaded the
 * first time a page has refused lines to show, holds them in the three languages.
 */
import type en from '../en/refused-lines.js';

const ja: Record<keyof typeof en, string> = {
  title: 'ログイン前に入れた商品のうち、カートに移せなかった商品:',
  unnamed: '商品',
  dismiss: 'OK',
};
export default ja;

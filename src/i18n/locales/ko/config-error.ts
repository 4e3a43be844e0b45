/** Korean texts of the configuration-error state: the same keys as ../en/config-error.ts. */
import type en from '../en/config-error.js';

const ko: Record<keyof typeof en, string> = {
  title: '이 쇼핑 요소의 설정이 올바르지 않습니다.',
  missing: '이(가) 없습니다. 필요한 값:',
  invalid: '값이 올바르지 않습니다. 필요한 값:',
  id: '양의 정수(예: 101 같은 ID).',
  ids: '쉼표로 구분한 ID 목록(예: 11,14).',
  integer: '{min}부터 {max}까지의 정수.',
  integerFrom: '{min} 이상의 정수.',
  oneOf: '다음 중 하나: {values}.',
  siteUrl: '이 사이트의 주소(예: {example}).',
  idOrPattern: '101 같은 ID, 또는 {pattern} 형식의 페이지 주소.',
  idOrUrl: '101 같은 ID, 또는 페이지 주소의 ?{param}=101.',
  required: '값(예: {example}).',
};

export default ko;

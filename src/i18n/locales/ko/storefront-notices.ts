/** Korean texts of the storefront's notices: the same keys as ../en/storefront-notices.ts. */
import type en from '../en/storefront-notices.js';

const ko: Record<keyof typeof en, string> = {
  completing: '로그인하는 중…',
  failed: '로그인하지 못했습니다. 다시 시도해 주세요.',
  cancelled: '로그인이 취소되었습니다.',
  unverified: '이 로그인을 확인할 수 없습니다. 이 페이지에서 시작한 로그인이 아닙니다. 다시 로그인해 주세요.',
  problemSiteKey: '이 상점을 불러올 수 없습니다. 스토어프런트 키가 없습니다.',
  problemBaseUrl: '이 상점을 불러올 수 없습니다. 플랫폼 주소가 올바르지 않습니다.',
  problemKey: '이 상점에 연결할 수 없습니다. 플랫폼이 이 스토어프런트 키를 받아들이지 않습니다.',
  problemOrigin: '이 주소({origin})에서는 상점에 연결할 수 없습니다. 스토어프런트 키의 허용 도메인에 없습니다.',
  problemHint: '사이트 운영자: 해결 방법은 브라우저 콘솔에 있습니다.',
  back: '돌아가기',
};
export default ko;

/** Korean UI strings of the `content` part: the same namespaces and keys as ../en/content.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ko: LocalePart<'content'> = {
  'shop-content-detail': {
    vod: '온라인 강의',
    live: '라이브 클래스',
    offline: '오프라인 클래스',
    digital_content: '디지털 콘텐츠',
    options: '구매 옵션',
    chooseOption: '옵션을 선택해 주세요.',
    noOptions: '지금 구매할 수 있는 옵션이 없습니다.',
    curriculum: '커리큘럼',
    lessons: '강의 {n}개',
    preview: '미리보기',
    estimate: '≈ {price} (예상)',
    estimateLabel: '예상 환산 금액: 약 {price}',
  },
};
export default ko;

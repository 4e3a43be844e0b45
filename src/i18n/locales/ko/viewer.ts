/** Korean UI strings of the `viewer` part: the same namespaces and keys as ../en/viewer.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ko: LocalePart<'viewer'> = {
  'shop-content-viewer': {
    lessons: '강의 목록',
    previous: '이전 강의',
    next: '다음 강의',
    now: '현재 강의: {title}',
    ended: '수강 기간이 끝났습니다.',
    held: '보류된 콘텐츠입니다. 상점에 문의해 주세요.',
    noMedia: '이 강의에는 영상이 없습니다.',
    noLessons: '재생할 강의가 없습니다.',
    openLesson: '강의 열기',
    reference: '강의 자료',
    newTab: '(새 탭에서 열림)',
    notFound: '콘텐츠를 찾을 수 없습니다. 주소를 확인하거나 다시 시도해 주세요.',
    mediaError: '동영상을 불러오지 못했습니다.',
    mediaHint: '잠시 후 다시 시도해 주세요. 계속 안 되면 상점에 문의해 주세요.',
    markWatched: '시청 완료로 표시',
    watched: '(시청함)',
    progress_one: '강의 {total}개 중 {n}개 시청',
    progress_other: '강의 {total}개 중 {n}개 시청',
    lessons_one: '강의 {n}개',
    lessons_other: '강의 {n}개',
  },
};
export default ko;

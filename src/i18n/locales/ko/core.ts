/** Korean UI strings of the `core` part: the same namespaces and keys as ../en/core.ts. Loaded on demand (see ../../load.ts). */
import type { LocalePart } from '../../i18n.js';

const ko: LocalePart<'core'> = {
  'shop-cart-count': {
    label: '장바구니 {count}개',
    loading: '장바구니',
  },
  'shop-cart-drawer': {
    title: '장바구니',
  },
  'shop-login': {
    logIn: '로그인',
    logOut: '로그아웃',
    loggedInAs: '로그인 계정:',
    buyer: '구매자',
  },
  common: {
    loading: '불러오는 중…',
    retry: '다시 시도',
    empty: '아직 아무것도 없습니다.',
    errorNetwork: '상점에 연결할 수 없습니다. 연결을 확인하고 다시 시도해 주세요.',
    errorTimeout: '상점의 응답이 너무 늦습니다. 다시 시도해 주세요.',
    errorServer: '상점에서 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    errorParse: '상점의 응답을 읽을 수 없습니다.',
    errorLoginUnavailable: '지금은 로그인할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    errorOffline: '오프라인 상태입니다. 연결된 뒤에 변경할 수 있습니다.',
    errorForbidden: '이 페이지에서는 상점을 사용할 수 없습니다. 사이트 관리자는 스토어프론트 키와 허용 도메인을 확인해 주세요.',
    errorNotFound: '항목을 찾을 수 없습니다.',
    errorUnauthorized: '계속하려면 로그인해 주세요.',
    staleNotice: '저장된 정보를 보여 드립니다. 새로 불러오지 못했습니다.',
    previous: '이전',
    next: '다음',
    pageOf: '{pages}페이지 중 {page}페이지',
    pagination: '페이지 이동',
    pastEnd: '{page}페이지는 없습니다: 이 목록은 {pages}페이지까지 있습니다.',
    firstPage: '1페이지로 가기',
    more: '더 보기',
    moreShown: '{total}개 중 {shown}개 표시',
    soldOut: '품절',
    onSale: '할인',
  },
  price: {
    regular: '정가 ',
    unavailable: '가격 정보 없음',
  },
  card: {
    ended: '종료',
    from: '최저',
    rating: '5점 만점에 {rating}점, 리뷰 {count}개',
    ratingOne: '5점 만점에 {rating}점, 리뷰 1개',
  },
  'shop-product-list': {
    empty: '상품이 없습니다',
    count: '상품 {count}개',
    quickView: '빠른 보기',
    filterSort: '필터 및 정렬',
    filterActive: '필터 및 정렬, {count}개 적용',
  },
  'shop-category-filter': {
    legend: '카테고리',
    all: '전체',
    empty: '아직 카테고리가 없습니다.',
  },
  'shop-tag-filter': {
    legend: '태그',
    all: '전체',
    empty: '아직 태그가 없습니다.',
  },
  'shop-search': {
    label: '검색',
    submit: '검색',
    clear: '검색어 지우기',
  },
};
export default ko;

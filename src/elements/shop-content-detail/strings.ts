import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings(
  {
    vod: 'Video course',
    live: 'Live class',
    offline: 'Offline class',
    digital_content: 'Digital content',
    options: 'Purchase options',
    chooseOption: 'Choose an option.',
    noOptions: 'Nothing is on sale right now.',
    curriculum: 'Curriculum',
    lessons: '{n} lessons',
    preview: 'Preview',
  },
  {
    ko: {
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
    },
    ja: {
      vod: '動画講座',
      live: 'ライブ講座',
      offline: 'オフライン講座',
      digital_content: 'デジタルコンテンツ',
      options: '購入オプション',
      chooseOption: 'オプションを選択してください。',
      noOptions: '現在購入できるオプションはありません。',
      curriculum: 'カリキュラム',
      lessons: '{n}レッスン',
      preview: 'プレビュー',
    },
  },
);

/** Categories (11…) and tags (21…). Category 17 is used by nothing, so it is never listed. */
import type { CategoryRecord, TagRecord } from '../store.js';
import { t } from './text.js';

export function seedCategories(): CategoryRecord[] {
  return [
    { category_id: 11, name: t('의류', 'Apparel', 'アパレル'), slug: 'apparel', parent_id: null },
    { category_id: 12, name: t('주방', 'Kitchen', 'キッチン'), slug: 'kitchen', parent_id: null, legacy_id: true },
    { category_id: 13, name: t('문구', 'Stationery', '文房具'), slug: 'stationery', parent_id: null },
    { category_id: 14, name: t('아웃도어', 'Outdoor', 'アウトドア'), slug: 'outdoor', parent_id: null },
    { category_id: 15, name: t('도서', 'Books', '本'), slug: 'books', parent_id: null, legacy_id: true },
    { category_id: 16, name: t('아우터', 'Outerwear', 'アウター'), slug: 'outerwear', parent_id: 11 },
    { category_id: 17, name: t('장난감', 'Toys', 'おもちゃ'), slug: 'toys', parent_id: null },
    { category_id: 18, name: t('프로그래밍', 'Programming', 'プログラミング'), slug: 'programming', parent_id: null },
    { category_id: 19, name: t('디자인·아트', 'Design & Art', 'デザイン・アート'), slug: 'design-art', parent_id: null, legacy_id: true },
    { category_id: 20, name: t('요리', 'Cooking', '料理'), slug: 'cooking', parent_id: null },
  ];
}

export function seedTags(): TagRecord[] {
  return [
    { tag_id: 21, name: t('신상품', 'New', '新商品'), slug: 'new', target_type: 'product' },
    { tag_id: 22, name: t('베스트', 'Best seller', 'ベストセラー'), slug: 'best', target_type: 'product' },
    { tag_id: 23, name: t('선물', 'Gift', 'ギフト'), slug: 'gift', target_type: 'product' },
    { tag_id: 24, name: t('친환경', 'Eco-friendly', 'エコ'), slug: 'eco-friendly', target_type: 'product' },
    { tag_id: 25, name: t('한정판', 'Limited', '限定'), slug: 'limited', target_type: 'product' },
    { tag_id: 26, name: t('입문', 'Beginner', '入門'), slug: 'beginner', target_type: 'content' },
    { tag_id: 27, name: t('심화', 'Advanced', '上級'), slug: 'advanced', target_type: 'content' },
    { tag_id: 28, name: t('주말', 'Weekend', '週末'), slug: 'weekend', target_type: 'content' },
    { tag_id: 29, name: t('온라인', 'Online', 'オンライン'), slug: 'online', target_type: 'content' },
    { tag_id: 30, name: t('수료증', 'Certificate', '修了証'), slug: 'certificate', target_type: 'content' },
  ];
}

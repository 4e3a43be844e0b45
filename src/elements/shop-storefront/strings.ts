import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings(
  {
    completing: 'Signing you in…',
    failed: 'We could not sign you in. Please try again.',
    cancelled: 'Sign-in was cancelled.',
    back: 'Go back',
  },
  {
    ko: {
      completing: '로그인하는 중…',
      failed: '로그인하지 못했습니다. 다시 시도해 주세요.',
      cancelled: '로그인이 취소되었습니다.',
      back: '돌아가기',
    },
    ja: {
      completing: 'ログインしています…',
      failed: 'ログインできませんでした。もう一度お試しください。',
      cancelled: 'ログインがキャンセルされました。',
      back: '戻る',
    },
  },
);

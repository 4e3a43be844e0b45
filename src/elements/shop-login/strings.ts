import { defineStrings } from '../../i18n/i18n.js';

export const strings = defineStrings(
  {
    logIn: 'Log in',
    logOut: 'Log out',
    loggedInAs: 'Logged in as',
    buyer: 'Buyer',
  },
  {
    ko: {
      logIn: '로그인',
      logOut: '로그아웃',
      loggedInAs: '로그인 계정:',
      buyer: '구매자',
    },
    ja: {
      logIn: 'ログイン',
      logOut: 'ログアウト',
      loggedInAs: 'ログイン中:',
      buyer: '購入者',
    },
  },
);

/** The buyer-facing text of a failed call, in the UI language. */
import { StorefrontError } from '../api/errors.js';
import { common } from './common.js';
import type { Language } from './i18n.js';

export function errorMessage(error: unknown, language: Language): string {
  if (!(error instanceof StorefrontError)) return common(language, 'errorServer');
  switch (error.kind) {
    case 'network':
      return common(language, 'errorNetwork');
    case 'timeout':
      return common(language, 'errorTimeout');
    case 'parse':
      // The login start gave no address to follow (src/state/login-flow.ts).
      if (error.errors.authorize_url || error.errors.login_url) return common(language, 'errorLoginUnavailable');
      return common(language, 'errorParse');
    case 'offline':
      return common(language, 'errorOffline');
    default:
      break;
  }
  if (error.status === 401) return common(language, 'errorUnauthorized');
  if (error.status === 403) return common(language, 'errorForbidden');
  if (error.status === 404) return common(language, 'errorNotFound');
  if (error.status !== null && (error.status >= 500 || error.status === 429)) return common(language, 'errorServer');
  // 400 / 422: the platform's own message is meant for the buyer.
  return error.message;
}

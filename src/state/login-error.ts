/**
 * A login that came back with an error: the provider's `error` code (`access_denied`…), or
 * `unverified` for a callback that does not belong to a login started in this tab. Thrown by
 * `Session.completeLogin` (./session.ts).
 */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  constructor(
    readonly code: string,
    readonly returnTo: string,
  ) {
    super(code);
  }
}

/**
 * The login callback route (`auth-callback` of <shop-storefront>, default /auth/callback). The
 * storefront around the app posts the provider's answer, keeps the token and returns to the
 * route the login started from; it shows its own progress and errors.
 */
export function AuthCallback() {
  return <h1>Signing in</h1>;
}

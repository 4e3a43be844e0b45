// Rendered inside the storefront (the root layout), which completes the login by itself.
export default function AuthCallback() {
  return <p>Completing sign-in…</p>;
}

/** The identity provider's sign-in page (stands in for the real provider). */
import { escapeHtml } from '../format.js';
import { page } from './layout.js';

export interface SignInPageInput {
  site_name: string;
  client_id: string;
  redirect_uri: string;
  state: string | null;
  name: string;
  email: string;
  /** Link of "Cancel": back to redirect_uri with error=access_denied. */
  cancel_url: string;
  errors?: { name?: string; email?: string };
}

const hidden = (name: string, value: string | null): string => (value === null ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`);

function field(id: 'name' | 'email', label: string, type: string, value: string, autocomplete: string, error?: string): string {
  const describedBy = error ? ` aria-describedby="${id}-error" aria-invalid="true"` : '';
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="${type}" value="${escapeHtml(value)}" autocomplete="${autocomplete}" required${describedBy}>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
}

export function signInPage(input: SignInPageInput): string {
  const errors = input.errors ?? {};
  const hasErrors = Boolean(errors.name || errors.email);
  return page(
    `Sign in to ${input.site_name}`,
    `<p class="badge">Sandbox identity provider</p>
<h1>Sign in to ${escapeHtml(input.site_name)}</h1>
${hasErrors ? '<p class="error" role="alert">Check the fields below.</p>' : ''}
<form method="post" action="/__idp/authorize" novalidate>
${hidden('client_id', input.client_id)}
${hidden('redirect_uri', input.redirect_uri)}
${hidden('state', input.state)}
${hidden('response_type', 'code')}
${field('name', 'Name', 'text', input.name, 'name', errors.name)}
${field('email', 'Email', 'email', input.email, 'email', errors.email)}
<details>
<summary>Sandbox options</summary>
<label><input type="checkbox" name="token_field" value="access_token"> Answer the login callback with <code>access_token</code> instead of <code>token</code></label>
</details>
<div class="actions">
<button type="submit" class="primary">Sign in</button>
<a href="${escapeHtml(input.cancel_url)}">Cancel</a>
</div>
</form>
<p>After signing in you return to <strong>${escapeHtml(new URL(input.redirect_uri).origin)}</strong>.</p>`,
  );
}

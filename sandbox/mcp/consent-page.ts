/**
 * The sandbox platform's OAuth consent page for MCP clients (stands in for the platform's own
 * sign-in and consent screens): who signs in, which platform to connect, what the client may read.
 */
import { escapeHtml } from '../format.js';
import { page } from '../pages/layout.js';

export interface ConsentPageInput {
  client_name: string;
  client_id: string;
  /** The authorization request, sent back unchanged as hidden fields. */
  request: {
    redirect_uri: string;
    state: string | null;
    code_challenge: string;
    code_challenge_method: string;
    resource: string;
    scope: string;
  };
  platforms: { site_id: number; site_name: string }[];
  site_id: number | null;
  name: string;
  email: string;
  errors?: { name?: string; email?: string; site_id?: string };
}

const hidden = (name: string, value: string | null): string => (value === null ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`);

function field(id: 'name' | 'email', label: string, type: string, value: string, autocomplete: string, error?: string): string {
  const describedBy = error ? ` aria-describedby="${id}-error" aria-invalid="true"` : '';
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="${type}" value="${escapeHtml(value)}" autocomplete="${autocomplete}" required${describedBy}>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
}

export function consentPage(input: ConsentPageInput): string {
  const errors = input.errors ?? {};
  const hasErrors = Boolean(errors.name || errors.email || errors.site_id);
  const options = input.platforms
    .map((p) => `<option value="${p.site_id}"${p.site_id === input.site_id ? ' selected' : ''}>${escapeHtml(p.site_name)} (site ${p.site_id})</option>`)
    .join('\n');
  const platformError = errors.site_id ? ` aria-describedby="site_id-error" aria-invalid="true"` : '';
  const r = input.request;
  return page(
    `Allow ${input.client_name} to read your platform`,
    `<p class="badge">Sandbox platform</p>
<h1>Allow ${escapeHtml(input.client_name)} to read your platform</h1>
${hasErrors ? '<p class="error" role="alert">Check the fields below.</p>' : ''}
<dl>
<dt>Client</dt><dd>${escapeHtml(input.client_name)} (<code>${escapeHtml(input.client_id)}</code>)</dd>
<dt>Returns to</dt><dd>${escapeHtml(new URL(r.redirect_uri).origin)}</dd>
<dt>Address</dt><dd><code>${escapeHtml(r.resource)}</code></dd>
<dt>Access</dt><dd>Read only: the connection, the platform's name and language, its pages (metadata, block structure, versions) and block kinds. No edits, orders or customers.</dd>
</dl>
<form method="post" action="/oauth/authorize" novalidate>
${hidden('client_id', input.client_id)}
${hidden('response_type', 'code')}
${hidden('redirect_uri', r.redirect_uri)}
${hidden('state', r.state)}
${hidden('code_challenge', r.code_challenge)}
${hidden('code_challenge_method', r.code_challenge_method)}
${hidden('resource', r.resource)}
${hidden('scope', r.scope)}
${field('name', 'Name', 'text', input.name, 'name', errors.name)}
${field('email', 'Email', 'email', input.email, 'email', errors.email)}
<label for="site_id">Platform</label>
<select id="site_id" name="site_id" required${platformError}>
${options}
</select>
${errors.site_id ? `<p class="error" id="site_id-error">${escapeHtml(errors.site_id)}</p>` : ''}
<div class="actions">
<button type="submit" name="decision" value="allow" class="primary">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</div>
</form>`,
  );
}

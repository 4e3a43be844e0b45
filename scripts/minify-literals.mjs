// A rollup plugin that shrinks the static text of Lit's `css` and `html` tagged templates:
// CSS loses comments and needless whitespace; HTML collapses whitespace runs that contain a
// line break into one space (rendering is unchanged: HTML collapses them anyway, and no
// template of ours uses <pre>). Every template literal's text also gets its characters outside
// ASCII escaped (`★` → `\u2605`, the same cooked string; terser's ascii_only leaves template
// literals alone): V8 keeps a script's source in memory as two bytes per character once one
// character is not Latin-1. Runs after TypeScript is stripped; uses rollup's own parser.

function minifyCss(text) {
  return (
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,>])\s*/g, '$1')
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      // calc(var(--x) * 0.75) → calc(var(--x)*.75): no space needed around * and / before a number.
      .replace(/\)\s*([*/])\s*(?=[\d.])/g, ')$1')
      // 0.875em → .875em
      .replace(/(?<![\w.-])0\.(\d)/g, '.$1')
      // [part~='title'] → [part~=title]: an attribute value that is an identifier needs no quotes.
      .replace(/(\[[\w-]+[~|^$*]?=)(['"])(-?[A-Za-z_][\w-]*)\2\]/g, '$1$3]')
      // display: none !important → display:none!important
      .replace(/\s+!important/g, '!important')
      .trim()
  );
}

function minifyHtml(text) {
  // `class="primary"` → `class=primary`: quotes are needed only around a value with a space,
  // a quote, =, <, > or a backtick (and both quotes must be in this piece of static text).
  // (Self-closing slashes stay: they matter for SVG in a template.)
  return text.replace(/\s*\n\s*/g, ' ').replace(/(\s[\w:.-]+=)(["'])([^\s"'=<>`]+)\2(?=[\s>])/g, '$1$3');
}

/** `★` → `\u2605` (a template literal's cooked text is unchanged). */
const asciiOnly = (text) => text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) value.forEach((child) => walk(child, visit));
    else if (value && typeof value.type === 'string') walk(value, visit);
  }
}

export default function minifyLiterals() {
  // The private custom properties (`--_space`, `--_primary`…, set from the public `--shop-*` ones in
  // baseStyles) get short names, the same in every module of the build: `--_0`, `--_1`…
  const shortNames = new Map();
  const shorten = (css) =>
    css.replace(/--_[\w-]+/g, (name) => {
      if (!shortNames.has(name)) shortNames.set(name, `--_${shortNames.size.toString(36)}`);
      return shortNames.get(name);
    });
  return {
    name: 'minify-literals',
    transform(code, id) {
      if (id.includes('node_modules') || !(/\b(css|html)`/.test(code) || /`[^`]*[^\x00-\x7f]/.test(code))) return null;
      const ast = this.parse(code);
      const edits = [];
      const tagged = new Set();
      walk(ast, (node) => {
        if (node.type === 'TemplateLiteral' && !tagged.has(node)) {
          for (const quasi of node.quasis) {
            const raw = code.slice(quasi.start, quasi.end);
            if (/[^\x00-\x7f]/.test(raw)) edits.push([quasi.start, quasi.end, asciiOnly(raw)]);
          }
          return;
        }
        if (node.type !== 'TaggedTemplateExpression') return;
        // Another tag may read the raw text (String.raw): its template is left as written.
        tagged.add(node.quasi);
        const kind = node.tag.type === 'Identifier' ? node.tag.name : '';
        if (kind !== 'css' && kind !== 'html') return;
        for (const quasi of node.quasi.quasis) {
          const raw = code.slice(quasi.start, quasi.end);
          const next = asciiOnly(kind === 'css' ? shorten(minifyCss(raw)) : minifyHtml(raw));
          if (next !== raw) edits.push([quasi.start, quasi.end, next]);
        }
      });
      if (edits.length === 0) return null;
      edits.sort((a, b) => b[0] - a[0]);
      let out = code;
      for (const [start, end, text] of edits) out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}

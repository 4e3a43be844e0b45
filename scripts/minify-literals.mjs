// A rollup plugin that shrinks the static text of Lit's `css` and `html` tagged templates:
// CSS loses comments and needless whitespace; HTML collapses whitespace runs that contain a
// line break into one space (rendering is unchanged: HTML collapses them anyway, and no
// template of ours uses <pre>). Runs after TypeScript is stripped; uses rollup's own parser.

function minifyCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

function minifyHtml(text) {
  return text.replace(/\s*\n\s*/g, ' ');
}

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
  return {
    name: 'minify-literals',
    transform(code, id) {
      if (id.includes('node_modules') || !/\b(css|html)`/.test(code)) return null;
      const ast = this.parse(code);
      const edits = [];
      walk(ast, (node) => {
        if (node.type !== 'TaggedTemplateExpression' || node.tag.type !== 'Identifier') return;
        const kind = node.tag.name;
        if (kind !== 'css' && kind !== 'html') return;
        for (const quasi of node.quasi.quasis) {
          const raw = code.slice(quasi.start, quasi.end);
          const next = kind === 'css' ? minifyCss(raw) : minifyHtml(raw);
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

// A strict reader for the project's own SVG files: elements, attributes, text, comments and
// an XML declaration. Anything else (DOCTYPE, CDATA, processing instructions) is refused,
// because those files are ours and plain.

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text, where) {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (_, name) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    if (!(name in ENTITIES)) throw new Error(`${where}: unknown entity &${name};`);
    return ENTITIES[name];
  });
}

export function parseXml(source, fileName = 'input') {
  let pos = 0;
  const where = () => {
    const line = source.slice(0, pos).split('\n').length;
    return `${fileName}:${line}`;
  };
  const fail = (msg) => { throw new Error(`${where()}: ${msg}`); };

  function skipMisc() {
    for (;;) {
      const rest = source.slice(pos);
      const ws = rest.match(/^\s+/);
      if (ws) { pos += ws[0].length; continue; }
      if (rest.startsWith('<!--')) {
        const end = source.indexOf('-->', pos);
        if (end < 0) fail('unterminated comment');
        pos = end + 3;
        continue;
      }
      if (rest.startsWith('<?xml')) {
        const end = source.indexOf('?>', pos);
        if (end < 0) fail('unterminated XML declaration');
        pos = end + 2;
        continue;
      }
      return;
    }
  }

  function parseElement() {
    const open = /<([A-Za-z_][\w:.-]*)/y;
    open.lastIndex = pos;
    const m = open.exec(source);
    if (!m) fail('expected an element');
    pos = open.lastIndex;
    const node = { tag: m[1], attrs: {}, children: [] };
    const attr = /\s+([A-Za-z_][\w:.-]*)\s*=\s*("([^"]*)"|'([^']*)')/y;
    for (;;) {
      attr.lastIndex = pos;
      const a = attr.exec(source);
      if (!a) break;
      if (a[1] in node.attrs) fail(`attribute ${a[1]} given twice`);
      node.attrs[a[1]] = decode(a[3] ?? a[4], where());
      pos = attr.lastIndex;
    }
    const close = /\s*(\/?)>/y;
    close.lastIndex = pos;
    const c = close.exec(source);
    if (!c) fail(`malformed start tag <${node.tag}>`);
    pos = close.lastIndex;
    if (c[1] === '/') return node;
    for (;;) {
      const next = source.indexOf('<', pos);
      if (next < 0) fail(`<${node.tag}> is not closed`);
      const text = source.slice(pos, next);
      if (text.trim() !== '') node.children.push(decode(text, where()));
      pos = next;
      if (source.startsWith('<!--', pos)) {
        const end = source.indexOf('-->', pos);
        if (end < 0) fail('unterminated comment');
        pos = end + 3;
      } else if (source.startsWith('</', pos)) {
        const endTag = new RegExp(`</${node.tag.replace(/[.]/g, '\\.')}\\s*>`, 'y');
        endTag.lastIndex = pos;
        if (!endTag.exec(source)) fail(`expected </${node.tag}>`);
        pos = endTag.lastIndex;
        return node;
      } else if (source.startsWith('<!', pos) || source.startsWith('<?', pos)) {
        fail('DOCTYPE, CDATA and processing instructions are not supported');
      } else {
        node.children.push(parseElement());
      }
    }
  }

  skipMisc();
  const root = parseElement();
  skipMisc();
  if (pos !== source.length) fail('text after the root element');
  return root;
}

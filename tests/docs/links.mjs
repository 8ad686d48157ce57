// Every link in the project's documents leads somewhere: each relative link of a markdown
// file (README.md, CHANGELOG.md, docs/, shared/, and the READMEs under src/ and tools/) names
// a file or folder that exists, and its #anchor a heading of that file (GitHub's anchors:
// lower case, punctuation dropped, spaces as hyphens). And every section a source file,
// script or test names in a document, as `docs/BENCHMARKS.md, "Moons"`, begins a heading
// there (a document may say the same in its text), so that such a pointer survives the
// document being rewritten.
//
// Usage: node tests/docs/links.mjs [REPO]   (default: the repository this file is in)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(process.argv[2] ||
                          path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..'));
const skipDirs = new Set(['.git', 'build', 'node_modules', 'shared', 'fuzz']);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const st = statSync(full);
    if (st.isDirectory()) {
      if (!skipDirs.has(name) && !name.startsWith('.')) walk(full, out);
    } else {
      out.push(full);
    }
  }
  return out;
}

// The text of a heading as GitHub makes its anchor.
function slug(heading) {
  return heading.trim().toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const headingCache = new Map();
function headings(file) {
  if (!headingCache.has(file)) {
    const texts = [];
    let fenced = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) continue;
      const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (m) texts.push(m[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    }
    const seen = new Map();
    const anchors = new Set();
    for (const t of texts) {
      const base = slug(t);
      const n = seen.get(base) || 0;
      seen.set(base, n + 1);
      anchors.add(n ? `${base}-${n}` : base);
    }
    headingCache.set(file, { texts, anchors });
  }
  return headingCache.get(file);
}

const problems = [];
const files = walk(repo);
const rel = (f) => path.relative(repo, f);

// 1. Links in the markdown documents.
const documents = files.filter((f) => {
  const r = rel(f);
  return r.endsWith('.md') && (!r.includes(path.sep) || /^(docs|src|tools)\//.test(r));
});
for (const sharedDoc of ['shared/bot-protocol.md']) {
  if (existsSync(path.join(repo, sharedDoc))) documents.push(path.join(repo, sharedDoc));
}
let links = 0;
for (const doc of documents) {
  let fenced = false;
  readFileSync(doc, 'utf8').split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    const code = line.replace(/`[^`]*`/g, '');
    for (const m of code.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1];
      if (/^[a-z]+:/i.test(target)) continue;  // http:, https:, mailto:
      links++;
      const [file, anchor] = target.split('#');
      const dest = file ? path.resolve(path.dirname(doc), decodeURI(file)) : doc;
      const where = `${rel(doc)}:${i + 1}: ${target}`;
      if (!existsSync(dest)) {
        problems.push(`${where}: no such file`);
      } else if (anchor !== undefined) {
        if (!dest.endsWith('.md') || statSync(dest).isDirectory()) continue;
        if (!headings(dest).anchors.has(anchor)) problems.push(`${where}: no heading with that anchor`);
      }
    }
  });
}

// 2. Sections named in source comments, scripts, tests and the documents' own text.
const sources = files.filter((f) => /\.(cc|h|cmake|sh|py|mjs|js|txt|md)$/.test(f) ||
                                    path.basename(f) === 'CMakeLists.txt');
let sections = 0;
for (const file of sources) {
  if (file === fileURLToPath(import.meta.url)) continue;
  const raw = readFileSync(file, 'utf8');
  if (!raw.includes('.md')) continue;
  // Comments continue on the next line: join them, the comment marks dropped.
  const text = raw.replace(/\n\s*(\/\/+|#+|\*)?\s*/g, ' ');
  for (const m of text.matchAll(/((?:docs\/)?[A-Z][A-Z_]*\.md),?\s+((?:"[^"]+"(?:,\s*|\s+and\s+|\s+or\s+)?)+)/g)) {
    const doc = path.join(repo, m[1].startsWith('docs/') ? m[1] : path.join('docs', m[1]));
    if (!existsSync(doc)) {
      problems.push(`${rel(file)}: names ${m[1]}, which does not exist`);
      continue;
    }
    for (const q of m[2].matchAll(/"([^"]+)"/g)) {
      sections++;
      const name = q[1].trim();
      if (!headings(doc).texts.some((t) => t.startsWith(name))) {
        problems.push(`${rel(file)}: names the section "${name}" of ${m[1]}, which has no heading so named`);
      }
    }
  }
}

for (const p of problems) console.error(p);
console.log(`${documents.length} documents, ${links} relative links, ${sections} sections named in sources: ` +
            `${problems.length ? `${problems.length} broken` : 'all resolve'}`);
process.exit(problems.length ? 1 : 0);

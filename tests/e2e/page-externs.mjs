// Holds the page's shared globals against Closure Compiler's renaming. The game's own
// JavaScript (EM_JS in src/app) shares globals with web/ and the browser tests; Closure,
// which minifies the page's glue (cmake/Wasm.cmake), renames every property it has not been
// told about in src/app/page-externs.js. This checks that every `window.hearts...` the game's
// code uses is declared there, and that the built glue still spells each one out.
//
// Usage: node tests/e2e/page-externs.mjs [SITE_DIR]   (default $HEARTS_SITE_DIR, or
// build/wasm/site; without a built site only the sources are checked).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const site = path.resolve(repo, process.argv[2] || process.env.HEARTS_SITE_DIR || 'build/wasm/site');
const appDir = path.join(repo, 'src', 'app');
const externs = readFileSync(path.join(appDir, 'page-externs.js'), 'utf8');

const declared = new Set([...externs.matchAll(/^Window\.prototype\.(\w+);/gm)].map((m) => m[1]));
const used = new Map();
for (const name of readdirSync(appDir).filter((n) => n.endsWith('.cc')).sort()) {
  const text = readFileSync(path.join(appDir, name), 'utf8');
  for (const m of text.matchAll(/\bwindow\.(hearts\w+)/g)) used.set(m[1], name);
}

const failures = [];
if (used.size === 0) failures.push('found no window.hearts... in src/app: has the code moved?');
for (const [global, file] of used) {
  if (!declared.has(global)) {
    failures.push(`src/app/${file} uses window.${global}, which src/app/page-externs.js does not declare`);
  }
}
console.log(`${used.size} page globals used by src/app, ${declared.size} declared`);

const glue = path.join(site, 'hearts.js');
if (existsSync(glue)) {
  const text = readFileSync(glue, 'utf8');
  for (const global of declared) {
    if (!text.includes(global)) failures.push(`the built ${glue} no longer names ${global}`);
  }
  console.log(`the built glue names all ${declared.size}`);
} else {
  console.log(`no built page in ${site}: the sources only`);
}

if (failures.length) {
  for (const f of failures) console.error(f);
  process.exit(1);
}

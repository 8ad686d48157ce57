#!/usr/bin/env node
// Flattens one of the project's own SVG files (the card back, the icon) the same way as the
// card faces, so that nanosvg renders it:  node flatten-svg.mjs IN.svg OUT.svg

import fs from 'node:fs';
import path from 'node:path';
import { flatten, parseSvg, serializeDocument } from './lib/svg.mjs';

const [input, output] = process.argv.slice(2);
try {
  if (!input || !output) throw new Error('usage: flatten-svg.mjs IN.svg OUT.svg');
  const root = parseSvg(fs.readFileSync(input, 'utf8'), input);
  if (root.tag !== 'svg') throw new Error(`${input}: the root element is <${root.tag}>, not <svg>`);
  for (const required of ['width', 'height', 'viewBox']) {
    if (!root.attrs[required]) throw new Error(`${input}: the root needs a ${required} attribute`);
  }
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, serializeDocument(flatten(root, { dropText: false })));
} catch (err) {
  console.error(`flatten-svg: ${err.message}`);
  process.exit(1);
}

#!/usr/bin/env node
// Writes the 52 card faces of @letele/playing-cards as standalone, flattened SVG files that
// SDL2_image (nanosvg) renders: cards/<name>.svg, named as in bot-protocol.md ("QS", "TH").
//
//   node make-cards.mjs --package DIR [--out DIR] [--originals DIR]
//
// --package: the installed @letele/playing-cards folder.
// --out: where cards/ is written.
// --originals: where to write the unflattened SVGs, with the same <text> removed as in the
//   flattened ones (librsvg renders them; tests compare that with the game's rendering).

import fs from 'node:fs';
import path from 'node:path';
import { flatten, loadComponents, serialize, serializeDocument } from './lib/svg.mjs';

function withoutText(node) {
  if (typeof node === 'string') return node;
  const children = node.children.filter((c) => typeof c === 'string' || c.tag !== 'text');
  return { ...node, children: children.map(withoutText) };
}

function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i];
    const value = argv[i + 1];
    if (!key.startsWith('--') || value === undefined) throw new Error(`bad argument "${key}"`);
    args[key.slice(2)] = value;
  }
  if (!args.package) throw new Error('--package is required');
  if (!args.out && !args.originals) throw new Error('--out or --originals is required');
  return args;
}

// Protocol rank letter -> the package's rank spelling; suits are the same letters.
const RANKS = [
  ['2', '2'], ['3', '3'], ['4', '4'], ['5', '5'], ['6', '6'], ['7', '7'], ['8', '8'],
  ['9', '9'], ['T', '10'], ['J', 'j'], ['Q', 'q'], ['K', 'k'], ['A', 'a'],
];
const SUITS = ['C', 'D', 'H', 'S'];

function main() {
  const args = parseArgs(process.argv.slice(2));
  const pkg = JSON.parse(fs.readFileSync(path.join(args.package, 'package.json'), 'utf8'));
  const trees = loadComponents(path.join(args.package, pkg.module));
  const outDir = args.out ? path.join(args.out, 'cards') : null;
  if (outDir) fs.mkdirSync(outDir, { recursive: true });
  if (args.originals) fs.mkdirSync(args.originals, { recursive: true });

  let bytes = 0;
  for (const suit of SUITS) {
    for (const [rank, packageRank] of RANKS) {
      const component = suit + packageRank;
      const tree = trees[component];
      if (!tree) throw new Error(`${pkg.name} has no component ${component}`);
      const name = rank + suit;
      if (outDir) {
        const text = serializeDocument(flatten(tree));
        fs.writeFileSync(path.join(outDir, `${name}.svg`), text);
        bytes += Buffer.byteLength(text);
      }
      if (args.originals) {
        fs.writeFileSync(path.join(args.originals, `${name}.svg`), serialize(withoutText(tree)) + '\n');
      }
    }
  }
  const what = outDir ? `${bytes} bytes of flat SVG` : 'originals only';
  console.log(`make-cards: 52 faces from ${pkg.name} ${pkg.version}, ${what}`);
}

try {
  main();
} catch (err) {
  console.error(`make-cards: ${err.message}`);
  process.exit(1);
}

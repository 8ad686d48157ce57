// Checks that a screenshot of the game shows the table: the window's size, mostly the green
// felt, and cards on it (white card faces with red and black pips, or the red card backs).
// A blank, black or half-drawn window fails, with the shares it found. Given the game's state
// file written with the screenshot (--state-file), the white asked for follows the card faces
// the game shows at that moment: a hand near its end shows one or two faces, a new hand fifteen.
//
//   node tests/package/check-screenshot.mjs SHOT.png WIDTH HEIGHT [STATE.json]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// pngjs comes with the browser tests' packages (tests/e2e, scripts/install-deps.sh --npm).
const require = createRequire(join(dirname(fileURLToPath(import.meta.url)), '../e2e/package.json'));
const { PNG } = require('pngjs');

const [file, width, height, stateFile] = process.argv.slice(2);
if (!file || !width || !height) {
  console.error('usage: node check-screenshot.mjs SHOT.png WIDTH HEIGHT [STATE.json]');
  process.exit(2);
}
const png = PNG.sync.read(readFileSync(file));
const failures = [];
if (png.width !== Number(width) || png.height !== Number(height))
  failures.push(`the picture is ${png.width}x${png.height}, not ${width}x${height}`);

let felt = 0, white = 0, red = 0, black = 0;
for (let i = 0; i < png.data.length; i += 4) {
  const [r, g, b] = [png.data[i], png.data[i + 1], png.data[i + 2]];
  if (g > r + 40 && g > b + 10 && g > 50) felt++;             // the felt's greens
  else if (r > 235 && g > 235 && b > 235) white++;             // card faces
  else if (r > 150 && g < 90 && b < 90) red++;                 // red pips, card backs
  else if (r < 40 && g < 40 && b < 40) black++;                // black pips, indices, text
}
const total = png.width * png.height;
const share = (n) => n / total;
const shares = `felt ${(100 * share(felt)).toFixed(1)}%, white ${(100 * share(white)).toFixed(1)}%, ` +
               `red ${(100 * share(red)).toFixed(2)}%, black ${(100 * share(black)).toFixed(2)}%`;
if (share(felt) < 0.4) failures.push('too little felt: is the table drawn?');
// The faces up: the player's hand and the trick (ui/test_hook.h), or a table's worth unknown.
let faces = 8;
if (stateFile) {
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  faces = (state.cards?.length ?? 0) + (state.table?.length ?? 0);
}
// A face shows at least 1% of white at 1280x800 (a court card's picture covers most of it).
const whiteWanted = Math.min(0.03, 0.004 * faces);
if (share(white) < whiteWanted)
  failures.push(`too little white for ${faces} card faces: are the cards drawn?`);
if (share(red) < 0.005) failures.push('no red: are the card faces and backs drawn?');
if (share(black) < 0.001) failures.push('no black: are the pips and the text drawn?');
if (failures.length) {
  console.error(`${file}: ${failures.join('; ')} (${shares})`);
  process.exit(1);
}
console.log(`${file}: the table with its cards, ${faces} faces up (${shares})`);

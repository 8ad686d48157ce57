// Rewrites SVG path data at a chosen precision without drift: every point is rounded in
// absolute coordinates, and relative commands are written as differences of rounded
// points, so rounding errors never accumulate along a long outline.

import { formatNumber } from './transform.mjs';

const ARG_COUNT = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

function tokenize(d) {
  const tokens = [];
  const re = /([MLHVCSQTAZmlhvcsqtaz])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)|([\s,]+)/y;
  let pos = 0;
  while (pos < d.length) {
    re.lastIndex = pos;
    const m = re.exec(d);
    if (!m) throw new Error(`bad path data at ${pos}: "${d.slice(pos, pos + 20)}"`);
    if (m[1]) tokens.push(m[1]);
    else if (m[2]) tokens.push(Number(m[2]));
    pos = re.lastIndex;
  }
  return tokens;
}

// Arc flags may be written without separators ("0 01 5 5"); the tokenizer above reads "01"
// as one number, so flags are split out here where the grammar expects them.
function readArgs(tokens, i, cmd) {
  const n = ARG_COUNT[cmd.toUpperCase()];
  const args = [];
  while (args.length < n) {
    let t = tokens[i];
    if (typeof t !== 'number') throw new Error(`path command ${cmd} lacks arguments`);
    const isFlag = cmd.toUpperCase() === 'A' && (args.length === 3 || args.length === 4);
    if (isFlag && t !== 0 && t !== 1) {
      throw new Error(`arc flag ${t} is not 0 or 1 (compact flags are not supported)`);
    }
    args.push(t);
    i += 1;
  }
  return [args, i];
}

// Parses into absolute commands: [{cmd: 'M'|'L'|..., args: [...]}], H/V/S/T/A kept as such.
export function parsePath(d) {
  const tokens = tokenize(d);
  const out = [];
  let i = 0;
  let cmd = null;
  let x = 0, y = 0, sx = 0, sy = 0;
  while (i < tokens.length) {
    if (typeof tokens[i] === 'string') {
      cmd = tokens[i];
      i += 1;
      if (cmd === 'Z' || cmd === 'z') {
        out.push({ cmd: 'Z', args: [] });
        x = sx; y = sy;
        continue;
      }
    } else if (cmd === null || cmd === 'Z' || cmd === 'z') {
      throw new Error('path data starts with a number');
    }
    let args;
    [args, i] = readArgs(tokens, i, cmd);
    const rel = cmd === cmd.toLowerCase();
    const C = cmd.toUpperCase();
    const a = args.slice();
    switch (C) {
      case 'H': if (rel) a[0] += x; x = a[0]; break;
      case 'V': if (rel) a[0] += y; y = a[0]; break;
      case 'A': if (rel) { a[5] += x; a[6] += y; } x = a[5]; y = a[6]; break;
      default:
        for (let k = 0; k < a.length; k += 2) if (rel) { a[k] += x; a[k + 1] += y; }
        x = a[a.length - 2]; y = a[a.length - 1];
    }
    out.push({ cmd: C, args: a });
    if (C === 'M') {
      sx = x; sy = y;
      cmd = rel ? 'l' : 'L';  // further pairs after a moveto are linetos
    }
  }
  return out;
}

function joinNumbers(parts) {
  let s = '';
  for (const p of parts) {
    if (s === '' || p.startsWith('-') || /[A-Za-z]$/.test(s)) s += p;
    else s += ' ' + p;
  }
  return s;
}

// Writes absolute commands back, each in its shorter form (absolute or relative).
export function formatPath(commands, decimals) {
  const q = 10 ** decimals;
  const r = (v) => Math.round(v * q);          // integer grid units
  const f = (units) => formatNumber(units / q, decimals);
  let x = 0, y = 0, sx = 0, sy = 0;             // current and subpath start, in grid units
  let out = '';
  let last = '';
  for (const { cmd, args } of commands) {
    if (cmd === 'Z') {
      out += 'Z';
      last = 'Z';
      x = sx; y = sy;
      continue;
    }
    let absParts, relParts, nx = x, ny = y;
    if (cmd === 'H') {
      nx = r(args[0]);
      absParts = [f(nx)]; relParts = [f(nx - x)];
    } else if (cmd === 'V') {
      ny = r(args[0]);
      absParts = [f(ny)]; relParts = [f(ny - y)];
    } else if (cmd === 'A') {
      const head = [f(r(args[0])), f(r(args[1])), formatNumber(args[2], 2), String(args[3]), String(args[4])];
      nx = r(args[5]); ny = r(args[6]);
      absParts = [...head, f(nx), f(ny)];
      relParts = [...head, f(nx - x), f(ny - y)];
    } else {
      absParts = []; relParts = [];
      for (let k = 0; k < args.length; k += 2) {
        const px = r(args[k]), py = r(args[k + 1]);
        absParts.push(f(px), f(py));
        relParts.push(f(px - x), f(py - y));
        nx = px; ny = py;
      }
    }
    const absText = joinNumbers(absParts);
    const relText = joinNumbers(relParts);
    const useRel = relText.length < absText.length;
    const letter = useRel ? cmd.toLowerCase() : cmd;
    const body = useRel ? relText : absText;
    // The command letter is repeated only when it changes; "M" is always written because
    // numbers after it would otherwise mean lineto.
    if (letter !== last || letter === 'M' || letter === 'm') out += letter + body;
    else out += (body.startsWith('-') ? '' : ' ') + body;
    last = letter;
    x = nx; y = ny;
    if (cmd === 'M') { sx = x; sy = y; }
  }
  return out;
}

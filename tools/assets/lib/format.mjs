// Short text for what the flattener writes: numbers, matrices and path data. Path data is
// written at a chosen precision without drift: every point is rounded in absolute
// coordinates, and relative commands are written as differences of rounded points, so
// rounding errors never accumulate along a long outline. svgpath reads the path data
// (svg.mjs); its own round() carries only an end point's error into the next relative
// segment, so control points move up to twice as far (measured on the 52 faces: 0.129 card
// units against this writer's 0.064, for a tolerance of 0.07).

// Shortest number text that nanosvg and librsvg both read: no leading zero, no trailing zeros.
export function formatNumber(value, decimals) {
  let s = value.toFixed(decimals);
  if (s.includes('.')) s = s.replace(/0+$/, '').replace(/\.$/, '');
  if (s === '-0') s = '0';
  return s.replace(/^(-?)0\./, '$1.');
}

// A transformation-matrix object {a, b, c, d, e, f} as an SVG transform attribute.
export function formatMatrix({ a, b, c, d, e, f }) {
  const lin = [a, b, c, d].map((v) => formatNumber(v, 6));
  const off = [e, f].map((v) => formatNumber(v, 4));
  if (lin[0] === '1' && lin[1] === '0' && lin[2] === '0' && lin[3] === '1') {
    return `translate(${off[0]} ${off[1]})`;
  }
  return `matrix(${[...lin, ...off].join(' ')})`;
}

function joinNumbers(parts) {
  let s = '';
  for (const p of parts) {
    if (s === '' || p.startsWith('-') || /[A-Za-z]$/.test(s)) s += p;
    else s += ' ' + p;
  }
  return s;
}

// Writes svgpath's absolute segments (['M', x, y], ['H', x], ['A', rx, ry, rot, large, sweep,
// x, y], ['Z'], ...) back as path data, each command in its shorter form (absolute or
// relative).
export function formatPath(segments, decimals) {
  const q = 10 ** decimals;
  const r = (v) => Math.round(v * q);          // integer grid units
  const f = (units) => formatNumber(units / q, decimals);
  let x = 0, y = 0, sx = 0, sy = 0;             // current and subpath start, in grid units
  let out = '';
  let last = '';
  for (const [cmd, ...args] of segments) {
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

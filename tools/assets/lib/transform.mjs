// 2-D affine matrices in SVG's [a b c d e f] order: x' = a x + c y + e, y' = b x + d y + f.

export const identity = () => [1, 0, 0, 1, 0, 0];

export function multiply(m, n) {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export const translate = (x, y = 0) => [1, 0, 0, 1, x, y];
export const scale = (sx, sy = sx) => [sx, 0, 0, sy, 0, 0];

function rotate(deg, cx = 0, cy = 0) {
  const r = (deg * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const m = [cos, sin, -sin, cos, 0, 0];
  return multiply(multiply(translate(cx, cy), m), translate(-cx, -cy));
}

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

// Parses an SVG transform list ("scale(1 .972) rotate(-10 3611 -2234)") into one matrix.
export function parseTransform(text) {
  let m = identity();
  if (!text) return m;
  const re = /(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g;
  let consumed = 0;
  for (const match of text.matchAll(re)) {
    if (text.slice(consumed, match.index).trim().replace(/^,/, '').trim() !== '') {
      throw new Error(`unparsed transform text in "${text}"`);
    }
    consumed = match.index + match[0].length;
    const args = (match[2].match(NUMBER) ?? []).map(Number);
    let t;
    switch (match[1]) {
      case 'matrix':
        if (args.length !== 6) throw new Error(`matrix() needs 6 numbers: "${text}"`);
        t = args;
        break;
      case 'translate': t = translate(args[0], args[1] ?? 0); break;
      case 'scale': t = scale(args[0], args[1] ?? args[0]); break;
      case 'rotate': t = rotate(args[0], args[1] ?? 0, args[2] ?? 0); break;
      case 'skewX': t = [1, 0, Math.tan((args[0] * Math.PI) / 180), 1, 0, 0]; break;
      case 'skewY': t = [1, Math.tan((args[0] * Math.PI) / 180), 0, 1, 0, 0]; break;
    }
    m = multiply(m, t);
  }
  if (text.slice(consumed).trim() !== '') throw new Error(`unparsed transform text in "${text}"`);
  return m;
}

// How much a matrix magnifies lengths, on average (for choosing a rounding precision).
export const magnification = (m) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));

export const isIdentity = (m) =>
  m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1 && m[4] === 0 && m[5] === 0;

// Shortest number text that nanosvg and librsvg both read: no leading zero, no trailing zeros.
export function formatNumber(value, decimals) {
  let s = value.toFixed(decimals);
  if (s.includes('.')) s = s.replace(/0+$/, '').replace(/\.$/, '');
  if (s === '-0') s = '0';
  return s.replace(/^(-?)0\./, '$1.');
}

export function formatMatrix(m) {
  const lin = m.slice(0, 4).map((v) => formatNumber(v, 6));
  const off = m.slice(4).map((v) => formatNumber(v, 4));
  if (lin[0] === '1' && lin[1] === '0' && lin[2] === '0' && lin[3] === '1') {
    return `translate(${off[0]} ${off[1]})`;
  }
  return `matrix(${[...lin, ...off].join(' ')})`;
}

import assert from 'node:assert/strict';
import test from 'node:test';
import { formatMatrix, formatNumber, formatPath } from '../lib/format.mjs';
import { absoluteSegments } from '../lib/svg.mjs';

const rounded = (d) => absoluteSegments(d).map((seg) => seg.map((v) => (typeof v === 'number' ? +v.toFixed(6) : v)));

test('relative and absolute spellings of one outline read as the same absolute segments', () => {
  assert.deepEqual(rounded('m10 10 20 0v5h-20z'), rounded('M10 10L30 10V15H10Z'));
  assert.deepEqual(rounded('M5 5l10 0z m1 1 l1 0').at(-2), ['M', 6, 6]);
});

test('rounding does not drift along a long relative outline', () => {
  const step = 'l.333 .333 '.repeat(300);
  const end = absoluteSegments(formatPath(absoluteSegments(`M0 0 ${step}`), 1)).at(-1);
  assert.ok(Math.abs(end[1] - 99.9) < 0.051, `ended at ${end[1]}`);
});

test('formatting keeps arcs and smooth curves intact', () => {
  const d = 'M0 0A10 20 30 0 1 40 50S60 70 80 90T100 110Q120 130 140 150C1 2 3 4 5 6Z';
  assert.deepEqual(rounded(formatPath(absoluteSegments(d), 3)), rounded(d));
});

test('each command is written in its shorter form, the letter only when it changes', () => {
  assert.equal(formatPath(absoluteSegments('M100 100L101 101L102 102L50 50Z'), 0), 'M100 100l1 1 1 1L50 50Z');
  assert.equal(formatPath(absoluteSegments('M0 0L-0.5 0.25L-1 0'), 2), 'M0 0L-.5 .25-1 0');
});

test('compact arc flags are read; flags that are not 0 or 1 are refused', () => {
  assert.deepEqual(rounded('M0 0a1 1 0 015 5'), [['M', 0, 0], ['A', 1, 1, 0, 0, 1, 5, 5]]);
  assert.throws(() => absoluteSegments('M0 0a1 1 0 2 1 5 5'), /arc flag/);
  assert.throws(() => absoluteSegments('M0 0 X'), /bad path data/);
});

test('numbers and matrices are written short', () => {
  assert.equal(formatNumber(-0.00001, 4), '0');
  assert.equal(formatNumber(0.5, 4), '.5');
  assert.equal(formatNumber(-12.3400, 4), '-12.34');
  assert.equal(formatMatrix({ a: 1, b: 0, c: 0, d: 1, e: 3, f: -0.25 }), 'translate(3 -.25)');
  assert.equal(formatMatrix({ a: 2, b: 0, c: 0, d: 2, e: 3, f: 4 }), 'matrix(2 0 0 2 3 4)');
});

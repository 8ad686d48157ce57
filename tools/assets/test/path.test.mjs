import assert from 'node:assert/strict';
import test from 'node:test';
import { formatPath, parsePath } from '../lib/path.mjs';

const absolute = (d) => parsePath(d).map(({ cmd, args }) => [cmd, args.map((v) => +v.toFixed(6))]);

test('relative and absolute spellings of one outline parse to the same absolute commands', () => {
  assert.deepEqual(absolute('m10 10 20 0v5h-20z'), absolute('M10 10L30 10V15H10Z'));
});

test('a moveto after closepath is relative to the start of the closed subpath', () => {
  const cmds = parsePath('M5 5l10 0z m1 1 l1 0');
  assert.deepEqual(cmds.at(-2), { cmd: 'M', args: [6, 6] });
});

test('compact numbers are read as the SVG grammar says', () => {
  assert.deepEqual(parsePath('M.5.5l-1-1.5e1')[1].args, [-0.5, -14.5]);
});

test('rounding does not drift along a long relative outline', () => {
  const step = 'l.333 .333 '.repeat(300);
  const cmds = parsePath(`M0 0 ${step}`);
  const end = parsePath(formatPath(cmds, 1)).at(-1).args;
  assert.ok(Math.abs(end[0] - 99.9) < 0.051, `ended at ${end[0]}`);
});

test('formatting keeps arcs and smooth curves intact', () => {
  const d = 'M0 0A10 20 30 0 1 40 50S60 70 80 90T100 110Q120 130 140 150C1 2 3 4 5 6Z';
  assert.deepEqual(absolute(formatPath(parsePath(d), 3)), absolute(d));
});

test('arc flags that are not 0 or 1 are refused', () => {
  assert.throws(() => parsePath('M0 0a1 1 0 2 1 5 5'), /arc flag/);
});

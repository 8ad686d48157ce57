import assert from 'node:assert/strict';
import test from 'node:test';
import {
  flatten, parseSvg, parseTransform, serialize, serializeDocument, svgAttributeName, viewBoxTransform,
} from '../lib/svg.mjs';

const near = (m, b) => [m.a, m.b, m.c, m.d, m.e, m.f].every((v, i) => Math.abs(v - b[i]) < 1e-9);

test('React attribute names map to SVG names, keeping the ones SVG spells in camelCase', () => {
  assert.equal(svgAttributeName('strokeWidth'), 'stroke-width');
  assert.equal(svgAttributeName('strokeMiterlimit'), 'stroke-miterlimit');
  assert.equal(svgAttributeName('xlinkHref'), 'xlink:href');
  assert.equal(svgAttributeName('viewBox'), 'viewBox');
  assert.equal(svgAttributeName('preserveAspectRatio'), 'preserveAspectRatio');
  assert.equal(svgAttributeName('patternUnits'), 'patternUnits');
});

test('transform lists compose left to right, rotate about a centre included', () => {
  assert.ok(near(parseTransform('translate(10 20) scale(2)'), [2, 0, 0, 2, 10, 20]));
  const m = parseTransform('rotate(180 5 5)');
  assert.ok(near(m, [-1, 0, 0, -1, 10, 10]));
  assert.ok(near(parseTransform('scale(2,3) translate(1)'), [2, 0, 0, 3, 2, 0]));
  assert.ok(near(parseTransform(undefined), [1, 0, 0, 1, 0, 0]));
  assert.throws(() => parseTransform('spin(3)'));
});

test('a symbol viewBox maps onto the use viewport as preserveAspectRatio says', () => {
  assert.ok(near(viewBoxTransform('-600 -600 1200 1200', 'xMinYMid', 60, 30), [0.025, 0, 0, 0.025, 15, 15]));
  assert.ok(near(viewBoxTransform('0 0 100 200', 'none', 50, 50), [0.5, 0, 0, 0.25, 0, 0]));
  assert.ok(near(viewBoxTransform('0 0 10 10', 'xMaxYMax', 40, 20), [2, 0, 0, 2, 20, 0]));
});

test('flattening replaces use of a symbol with a transformed copy and drops the defs', () => {
  const root = parseSvg(`<svg width="10" height="10" viewBox="0 0 10 10" xmlns:xlink="http://www.w3.org/1999/xlink">
    <defs><symbol id="s" viewBox="0 0 2 2"><path d="M0 0H2V2Z"/></symbol></defs>
    <use xlink:href="#s" x="3" y="4" width="4" height="4" fill="red"/></svg>`);
  const text = serialize(flatten(root));
  assert.equal(text,
    '<svg width="10" height="10" viewBox="0 0 10 10">' +
    '<g fill="red" transform="matrix(2 0 0 2 3 4)"><path d="M0 0H2V2Z"/></g></svg>');
});

test('flattening follows uses nested inside symbols and keeps gradients', () => {
  const root = parseSvg(`<svg width="1" height="1" viewBox="0 0 1 1"><defs>
    <linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient>
    <path id="p" d="M0 0h1"/><g id="two"><use href="#p"/><use href="#p" y="1"/></g></defs>
    <use href="#two" transform="rotate(90)"/></svg>`);
  const text = serialize(flatten(root));
  assert.match(text, /<defs><linearGradient id="g">/);
  assert.equal((text.match(/<path /g) ?? []).length, 2);
  assert.match(text, /translate\(0 1\)/);
  assert.doesNotMatch(text, /<use|id="p"|id="two"/);
});

test('a use cycle and a missing reference are reported, not looped on', () => {
  const cycle = parseSvg('<svg><g id="a"><use href="#a"/></g></svg>');
  assert.throws(() => flatten(cycle), /too deep/);
  const missing = parseSvg('<svg><use href="#nowhere"/></svg>');
  assert.throws(() => flatten(missing), /missing/);
});

test('the document root starts with its pixel size, which the game rewrites at load time', () => {
  const text = serializeDocument({ tag: 'svg', attrs: { viewBox: '0 0 2 3', height: '3', width: '2' }, children: [] });
  assert.ok(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="3" viewBox="0 0 2 3"'));
});

test('the SVG reader stops at what a strict XML reader warns about, and reads the rest', () => {
  assert.throws(() => parseSvg('<svg>\n<g>\n</svg>', 'bad.svg'), /bad\.svg:2: .*mismatch/);
  assert.throws(() => parseSvg('<svg a="1" a="2"/>'), /redefined/);
  assert.throws(() => parseSvg('<svg a="&nbsp;"/>'), /entity/);
  assert.throws(() => parseSvg('<svg/><svg/>'));
  assert.equal(parseSvg('<svg a="&lt;&#65;"/>').attrs.a, '<A');
  const root = parseSvg(`<?xml version="1.0"?>
    <!-- ours --><svg xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#a"/>
    <text> A &amp; B </text><!-- gone --><title><![CDATA[<x>]]></title></svg>`);
  assert.deepEqual(root, {
    tag: 'svg', attrs: { 'xmlns:xlink': 'http://www.w3.org/1999/xlink' }, children: [
      { tag: 'use', attrs: { 'xlink:href': '#a' }, children: [] },
      { tag: 'text', attrs: {}, children: [' A & B '] },
      { tag: 'title', attrs: {}, children: ['<x>'] },
    ],
  });
});

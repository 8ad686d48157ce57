// SVG element trees: reading them from our own SVG files or building them from the React
// components of @letele/playing-cards, flattening <use>/<symbol> into plain groups (nanosvg,
// which SDL2_image uses, renders neither), and writing them out as text. XML, path data and
// transform lists are read by the npm packages imported below.

import fs from 'node:fs';
import { DOMParser, onWarningStopParsing } from '@xmldom/xmldom';
import svgpath from 'svgpath';
import {
  compose, fromDefinition, fromTransformAttribute, identity, scale, translate,
} from 'transformation-matrix';
import { formatMatrix, formatPath } from './format.mjs';

// An element: { tag, attrs: {name: value}, children: [element | string] }.
// A matrix: transformation-matrix's { a, b, c, d, e, f }.

// Reads one of the project's own SVG files into an element tree. Whatever a strict XML
// reader warns about (a tag not closed, an attribute given twice, an unknown entity) stops
// the build, because those files are ours and plain. Comments and whitespace between
// elements are dropped.
export function parseSvg(source, fileName = 'input') {
  let doc;
  try {
    doc = new DOMParser({ onError: onWarningStopParsing }).parseFromString(source, 'image/svg+xml');
  } catch (err) {
    const line = err.locator?.lineNumber;
    throw new Error(`${fileName}${line ? `:${line}` : ''}: ${err.message}`);
  }
  return fromDom(doc.documentElement);
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

function fromDom(element) {
  const attrs = {};
  for (const { name, value } of Array.from(element.attributes)) attrs[name] = value;
  const children = [];
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === ELEMENT_NODE) children.push(fromDom(child));
    const isText = child.nodeType === TEXT_NODE || child.nodeType === CDATA_SECTION_NODE;
    if (isText && child.data.trim() !== '') children.push(child.data);
  }
  return { tag: element.tagName, attrs, children };
}

// An SVG transform list ("scale(1 .972) rotate(-10 3611 -2234)") as one matrix.
export function parseTransform(text) {
  if (!text) return identity();
  return compose(identity(), ...fromDefinition(fromTransformAttribute(text)));
}

// Path data as svgpath's absolute segments; a syntax error stops the build.
export function absoluteSegments(d) {
  const path = svgpath(d);
  if (path.err) throw new Error(`bad path data "${d.slice(0, 40)}": ${path.err}`);
  return path.abs().segments;
}

// How much a matrix magnifies lengths, on average (for choosing a rounding precision).
const magnification = (m) => Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));

const isIdentity = (m) => m.a === 1 && m.b === 0 && m.c === 0 && m.d === 1 && m.e === 0 && m.f === 0;

// React spells SVG attributes in camelCase; SVG itself spells these few that way too.
const SVG_CAMEL_CASE = new Set([
  'viewBox', 'preserveAspectRatio', 'patternUnits', 'patternContentUnits', 'patternTransform',
  'gradientUnits', 'gradientTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits',
  'markerUnits', 'markerWidth', 'markerHeight', 'refX', 'refY', 'spreadMethod',
  'startOffset', 'textLength', 'lengthAdjust', 'pathLength', 'stdDeviation',
]);
const SPECIAL_NAMES = {
  className: 'class',
  xlinkHref: 'xlink:href',
  xmlnsXlink: 'xmlns:xlink',
  xmlSpace: 'xml:space',
};

export function svgAttributeName(reactName) {
  if (SPECIAL_NAMES[reactName]) return SPECIAL_NAMES[reactName];
  if (SVG_CAMEL_CASE.has(reactName) || reactName.includes('-')) return reactName;
  return reactName.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
}

// Evaluates the package's ES module with a stand-in React whose createElement builds our
// element trees. The module imports only React and Babel's _extends helper; anything else
// means the package changed shape, and the build should stop and say so.
export function loadComponents(modulePath) {
  let source = fs.readFileSync(modulePath, 'utf8');
  const expectedImports = [
    "import _extends from '@babel/runtime/helpers/extends';",
    "import * as React from 'react';",
  ];
  for (const line of expectedImports) {
    if (!source.includes(line)) throw new Error(`${modulePath}: expected "${line}"`);
    source = source.replace(line, '');
  }
  if (/^\s*import\s/m.test(source)) throw new Error(`${modulePath}: unexpected import`);
  const exportMatch = source.match(/^export\s*\{([^}]*)\};?\s*$/m);
  if (!exportMatch) throw new Error(`${modulePath}: no export list found`);
  source = source.replace(exportMatch[0], '');
  const exportsObject = exportMatch[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const [local, exported] = entry.split(/\s+as\s+/);
      return `${JSON.stringify(exported ?? local)}: ${local}`;
    })
    .join(', ');

  const React = {
    createElement(tag, props, ...children) {
      if (typeof tag !== 'string') throw new Error('only SVG element names are expected');
      const attrs = {};
      for (const [name, value] of Object.entries(props ?? {})) {
        if (value === undefined || value === null || name === 'aria-labelledby') continue;
        attrs[svgAttributeName(name)] = String(value);
      }
      return { tag, attrs, children: children.flat().filter((c) => c !== null && c !== false) };
    },
  };
  const factory = new Function('React', '_extends', `${source}\nreturn { ${exportsObject} };`);
  const components = factory(React, Object.assign);
  const trees = {};
  for (const [name, component] of Object.entries(components)) trees[name] = component({});
  return trees;
}

function collectIds(node, ids) {
  if (typeof node === 'string') return;
  if (node.attrs.id) ids.set(node.attrs.id, node);
  for (const child of node.children) collectIds(child, ids);
}

function parseViewBox(text) {
  const v = text.trim().split(/[\s,]+/).map(Number);
  if (v.length !== 4 || v.some(Number.isNaN)) throw new Error(`bad viewBox "${text}"`);
  return v;
}

// The matrix mapping a symbol's viewBox onto a width x height viewport (SVG 1.1, 7.8).
export function viewBoxTransform(viewBox, par, width, height) {
  const [vx, vy, vw, vh] = parseViewBox(viewBox);
  let sx = width / vw;
  let sy = height / vh;
  const [align, meetOrSlice = 'meet'] = (par ?? 'xMidYMid meet').trim().split(/\s+/);
  if (align === 'none') return compose(scale(sx, sy), translate(-vx, -vy));
  const s = meetOrSlice === 'slice' ? Math.max(sx, sy) : Math.min(sx, sy);
  sx = sy = s;
  let tx = -vx * s;
  let ty = -vy * s;
  const xAlign = align.slice(1, 4);
  const yAlign = align.slice(5, 8);
  if (xAlign === 'Mid') tx += (width - vw * s) / 2;
  if (xAlign === 'Max') tx += width - vw * s;
  if (yAlign === 'Mid') ty += (height - vh * s) / 2;
  if (yAlign === 'Max') ty += height - vh * s;
  return { a: s, b: 0, c: 0, d: s, e: tx, f: ty };
}

const USE_GEOMETRY = new Set(['x', 'y', 'width', 'height', 'xlink:href', 'href', 'transform']);
const DROPPED = new Set(['id', 'class']);

// Decimal places so that rounding moves no point by more than `tolerance` card units.
function decimalsFor(ctm, tolerance) {
  const d = Math.ceil(Math.log10((0.5 * magnification(ctm)) / tolerance));
  return Math.min(4, Math.max(0, d));
}

// Returns a copy of an <svg> tree with every <use> replaced by a group holding a copy of
// what it refers to, <defs>/<symbol>/<title> removed and (optionally) <text> dropped.
// Path data is rewritten so no point moves by more than `tolerance` root units. The
// default, 0.07 of the cards' 240-unit width, is a sixth of a pixel on a card 500 pixels
// wide (a 2560x1440 screen at twice the pixel density); it lets the court figures, drawn
// in a 1300-unit space, drop their decimals, a quarter of the download.
// Symbols are not clipped to their viewports (nanosvg has no clipping); the caller
// compares renderings to check that nothing relied on it.
export function flatten(root, { dropText = true, tolerance = 0.07 } = {}) {
  const ids = new Map();
  collectIds(root, ids);

  function copyAttrs(attrs, skip) {
    const out = {};
    for (const [k, v] of Object.entries(attrs)) if (!skip.has(k) && !DROPPED.has(k)) out[k] = v;
    return out;
  }

  function expand(node, ctm, depth) {
    if (typeof node === 'string') return [node];
    if (depth > 32) throw new Error('<use> nesting too deep (a reference cycle?)');
    switch (node.tag) {
      case 'defs': return keepGradients(node);
      case 'symbol': case 'title': case 'desc': return [];
      case 'text': if (dropText) return []; break;
      case 'pattern': throw new Error('patterns cannot be flattened for nanosvg');
      case 'use': return [expandUse(node, ctm, depth)];
    }
    const attrs = copyAttrs(node.attrs, new Set(['transform']));
    const local = parseTransform(node.attrs.transform);
    const inner = compose(ctm, local);
    if (!isIdentity(local)) attrs.transform = formatMatrix(local);
    if (node.tag === 'path') attrs.d = formatPath(absoluteSegments(attrs.d), decimalsFor(inner, tolerance));
    const children = node.children.flatMap((c) => expand(c, inner, depth + 1));
    return [{ tag: node.tag, attrs, children }];
  }

  // Gradients are the one kind of definition nanosvg resolves by itself.
  function keepGradients(defs) {
    const gradients = defs.children.filter(
      (c) => typeof c !== 'string' && (c.tag === 'linearGradient' || c.tag === 'radialGradient'));
    return gradients.length ? [{ tag: 'defs', attrs: {}, children: gradients }] : [];
  }

  function expandUse(use, ctm, depth) {
    const href = use.attrs['xlink:href'] ?? use.attrs.href;
    if (!href?.startsWith('#')) throw new Error(`unsupported <use> reference "${href}"`);
    const target = ids.get(href.slice(1));
    if (!target) throw new Error(`<use> refers to missing "${href}"`);
    const x = Number(use.attrs.x ?? 0);
    const y = Number(use.attrs.y ?? 0);
    let local = compose(parseTransform(use.attrs.transform), translate(x, y));
    const attrs = copyAttrs(use.attrs, USE_GEOMETRY);
    let content;
    if (target.tag === 'symbol') {
      if (use.attrs.width === undefined || use.attrs.height === undefined) {
        throw new Error(`<use> of symbol ${href} without width and height`);
      }
      if (target.attrs.viewBox) {
        local = compose(local, viewBoxTransform(
          target.attrs.viewBox, target.attrs.preserveAspectRatio,
          Number(use.attrs.width), Number(use.attrs.height)));
      }
      Object.assign(attrs, copyAttrs(target.attrs, new Set(['viewBox', 'preserveAspectRatio'])));
      content = target.children;
    } else {
      content = [target];
    }
    const inner = compose(ctm, local);
    if (!isIdentity(local)) attrs.transform = formatMatrix(local);
    const children = content.flatMap((c) => expand(c, inner, depth + 1));
    return { tag: 'g', attrs, children };
  }

  const rootAttrs = copyAttrs(root.attrs, new Set(['xmlns:xlink']));
  const children = root.children.flatMap((c) => expand(c, identity(), 0));
  return { tag: 'svg', attrs: rootAttrs, children: simplify(children) };
}

// A group with no attributes adds nothing; a group holding one element and only a
// transform can hand the transform to the element when it has none of its own.
function simplify(nodes) {
  const out = [];
  for (const node of nodes) {
    if (typeof node === 'string') { out.push(node); continue; }
    const children = simplify(node.children);
    const keys = Object.keys(node.attrs);
    if (node.tag === 'g' && keys.length === 0) { out.push(...children); continue; }
    if (node.tag === 'g' && keys.length === 1 && keys[0] === 'transform' && children.length === 1 &&
        typeof children[0] !== 'string' && children[0].attrs.transform === undefined) {
      const only = children[0];
      out.push({ tag: only.tag, attrs: { transform: node.attrs.transform, ...only.attrs }, children: only.children });
      continue;
    }
    out.push({ tag: node.tag, attrs: node.attrs, children });
  }
  return out;
}

const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s) => escapeText(s).replace(/"/g, '&quot;');

export function serialize(node) {
  if (typeof node === 'string') return escapeText(node);
  const attrs = Object.entries(node.attrs).map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
  if (node.children.length === 0) return `<${node.tag}${attrs}/>`;
  return `<${node.tag}${attrs}>${node.children.map(serialize).join('')}</${node.tag}>`;
}

// The root element is written with its size attributes first and in a fixed form, so the
// game can set the pixel size it wants before handing the text to nanosvg.
export function serializeDocument(root) {
  const { width, height, viewBox, preserveAspectRatio, xmlns, ...rest } = root.attrs;
  const ordered = {
    xmlns: xmlns ?? 'http://www.w3.org/2000/svg',
    width, height, viewBox, preserveAspectRatio: preserveAspectRatio ?? 'none', ...rest,
  };
  return serialize({ tag: 'svg', attrs: ordered, children: root.children }) + '\n';
}

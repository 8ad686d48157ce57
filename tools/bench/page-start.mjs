// page-start: how long the web page takes from navigation to the first frame of a playable
// table, and where the time and the bytes go. A benchmark that prints figures, not a test:
// it asserts no timing (tests/e2e/download-budget.mjs holds the download to a budget).
//
// The built site is served as a static host serves it (gzip, "Cache-Control: max-age=600"
// and ETags, like GitHub Pages) and opened in Debian's headless Chromium, for each view
// (desktop 1280x800, phone 390x844 at pixel ratio 3):
//   first visit   a fresh browser profile: nothing cached, no service worker;
//   repeat visit  the same profile again once the service worker holds its copy: the
//                 service worker and the HTTP cache are warm.
// Each visit's time is split at moments the page reaches by itself, read without changing
// the page (an init script watches WebAssembly, the loader's state and the test hook):
//   download      navigation start to the last byte of the files the start needs (the
//                 tab's icon, which the browser fetches when it has time, is not one)
//   compile       from there to the WebAssembly instance being ready (a compile that
//                 streams overlaps the download, and only what is left over counts)
//   start-up      from there to the loader's "running" (main() has set up the game)
//   first frame   from there to the first frame the game draws with the player's hand on
//                 the table (its test hook publishes the table as it draws it)
//   shown         from there until the browser has put that frame on the screen (the next
//                 animation frame); the total is navigation to this moment
// and the bytes per file: as the site holds them, gzip -9, and as sent on the first visit.
//
// With --floor, the floor of this browser on this machine is measured beside the sites, its
// visits taking turns with theirs: tools/bench/floor/index.html, a page with nothing but a
// WebGL canvas as the game's and one frame with a single small draw, read the same way (its
// "start-up" is making the context and a program, its "first frame" that one draw). No page
// that draws with WebGL reaches the screen sooner here; what the game takes beyond it is its
// own.
// With --compile-trace, instead: one first visit per view traced for V8's WebAssembly compiles
// (see traceCompiles below).
// With --profile DIR, instead: one first visit per view under the CPU profiler (Chrome
// DevTools Protocol), saved as DIR/<view>.cpuprofile, and the functions that took the most
// time printed (a build linked with --profiling-funcs names the WebAssembly ones).
//
// Usage (after scripts/build-wasm.sh and scripts/install-deps.sh --npm):
//   node tools/bench/page-start.mjs [--runs 5] [--views desktop,phone] [--query '?seed=3']
//                                   [--sites DIR,DIR...] [--floor] [--profile DIR]
//                                   [--compile-trace]
// --sites compares built sites side by side (default: the one lib.mjs finds), their visits
// taking turns.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, serveSite, siteDir, watchErrors } from '../../tests/e2e/lib.mjs';

const VIEWS = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true,
           hasTouch: true },
};

function options(argv) {
  const o = { runs: 5, views: 'desktop,phone', query: '?seed=3', profile: '', sites: '',
              'compile-trace': false, floor: false };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i].replace(/^--/, '');
    if (key === 'compile-trace' || key === 'floor') {
      o[key] = true;
      continue;
    }
    if (!(key in o) || i + 1 >= argv.length) {
      console.error(`page-start: unknown or incomplete option ${argv[i]}`);
      process.exit(2);
    }
    o[key] = typeof o[key] === 'number' ? Number(argv[++i]) : argv[++i];
  }
  o.views = o.views.split(',');
  if (!(o.runs > 0) || o.views.some((v) => !(v in VIEWS))) {
    console.error('page-start: --runs takes a positive number, --views names from ' +
                  Object.keys(VIEWS).join(','));
    process.exit(2);
  }
  return o;
}

// Runs in the page before its own scripts: records when things happen, in ms since
// navigation start, on window.__start.
function watchStart() {
  const marks = { instantiateStart: null, instantiated: null, running: null, firstFrame: null,
                  firstFrameHand: null, shown: null };
  window.__start = marks;
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const original = WebAssembly[name];
    if (typeof original !== 'function') continue;
    WebAssembly[name] = function (...args) {
      if (marks.instantiateStart === null) marks.instantiateStart = performance.now();
      return original.apply(this, args).then((result) => {
        if (marks.instantiated === null) marks.instantiated = performance.now();
        return result;
      });
    };
  }
  let hook;
  Object.defineProperty(window, 'heartsTest', {
    configurable: true,
    get: () => hook,
    set: (value) => {
      hook = value;
      if (marks.firstFrame === null) {
        marks.firstFrame = performance.now();
        marks.stage = value && value.stage;
      }
      if (marks.firstFrameHand === null && value && Array.isArray(value.cards) && value.cards.length > 0) {
        marks.firstFrameHand = performance.now();
        // The browser shows a frame once it has committed it, which the next animation
        // frame follows.
        requestAnimationFrame(() => { marks.shown = performance.now(); });
      }
    },
  });
  new MutationObserver(() => {
    if (marks.running === null && document.documentElement.dataset.state === 'running') {
      marks.running = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
}

async function visit(context, url) {
  const page = await context.newPage();
  const problems = watchErrors(page);
  await page.goto(url);
  await page.waitForFunction(() => window.__start.shown !== null ||
                                   document.documentElement.dataset.state === 'error',
                             null, { timeout: 60000, polling: 20 });
  const result = await page.evaluate(() => {
    const files = performance.getEntriesByType('resource').map((e) => ({
      name: new URL(e.name).pathname.split('/').pop(), start: e.startTime, end: e.responseEnd,
      transfer: e.transferSize, decoded: e.decodedBodySize,
    }));
    const nav = performance.getEntriesByType('navigation')[0];
    return { marks: { ...window.__start }, files, htmlEnd: nav ? nav.responseEnd : 0,
             state: document.documentElement.dataset.state, error: window.heartsPage?.error };
  });
  if (result.state === 'error') throw new Error(`the page failed: ${result.error}`);
  result.problems = problems;
  result.page = page;
  return result;
}

function breakdown(r) {
  const m = r.marks;
  // The tab's icon is fetched whenever the browser gets round to it and gates nothing.
  const before = r.files.filter((f) => f.start <= m.running && f.name !== 'favicon.svg');
  const names = before.map((f) => f.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) r.problems.push(`fetched more than once before the start: ${twice.join(', ')}`);
  const downloaded = Math.max(r.htmlEnd, ...before.map((f) => f.end));
  const ready = Math.max(downloaded, m.instantiated ?? downloaded);
  return {
    total: m.shown,
    download: downloaded,
    compile: ready - downloaded,
    startup: m.running - ready,
    frame: m.firstFrameHand - m.running,
    shown: m.shown - m.firstFrameHand,
    files: before,
  };
}

// The service worker is registered once the game runs; a repeat visit is meant to find it
// active with every file of its list in its cache.
async function waitForOfflineCopy(page) {
  await page.evaluate(async () => {
    // The floor page keeps no copy (data-offline="none").
    if (!('serviceWorker' in navigator) || document.documentElement.dataset.offline === 'none') {
      return;
    }
    await navigator.serviceWorker.ready;
    // The worker keeps a build's files in a cache named after the build (web/sw.js).
    for (let i = 0; i < 200; i += 1) {
      for (const name of await caches.keys()) {
        if (!name.startsWith('hearts-')) continue;
        const keys = await (await caches.open(name)).keys();
        if (keys.some((k) => k.url.endsWith('.wasm'))) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${Math.round(value)}`.padStart(6);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)}`.padStart(9);

async function siteFiles(dir) {
  const rows = [];
  for (const name of (await readdir(dir)).sort()) {
    const bytes = await readFile(path.join(dir, name)).catch(() => null);
    if (bytes) rows.push({ name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return rows;
}

// Self time per function name over a CPU profile, largest first.
function topFunctions(profile, count) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const name = node.callFrame.functionName || `(${node.callFrame.url.split('/').pop() || 'anonymous'})`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count);
}

// A browser context for one view, its pages watched from their start (watchStart).
async function watchedContext(browser, view) {
  const context = await browser.newContext({
    viewport: view.viewport, deviceScaleFactor: view.deviceScaleFactor,
    isMobile: view.isMobile ?? false, hasTouch: view.hasTouch ?? false,
  });
  await context.addInitScript(watchStart);
  return context;
}

// Opens the page and waits until the game has drawn the player's hand.
async function untilHand(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__start.firstFrameHand !== null, null,
                             { timeout: 60000, polling: 20 });
}

async function profileFirstVisits(browser, server, dir) {
  await mkdir(dir, { recursive: true });
  for (const viewName of o.views) {
    const context = await watchedContext(browser, VIEWS[viewName]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await untilHand(page, server.url + o.query);
    const { profile } = await cdp.send('Profiler.stop');
    const file = path.join(dir, `${viewName}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    console.log(`\n${viewName}: ${file}; most self time (ms):`);
    for (const [name, time] of topFunctions(profile, 30)) {
      console.log(`  ${time.toFixed(1).padStart(8)}  ${name}`);
    }
    await context.close();
  }
}

// One first visit per view under Chromium's tracing (category v8.wasm) until the hand is
// drawn: how much of the program V8 compiled on the page's main thread as it was first
// called (its baseline compiler compiles each function lazily, on first call), and how much
// CPU its optimising compiler took on background threads meanwhile (functions that ran hot,
// compiled again), which competes with the page on a machine with few cores.
async function traceCompiles(browser, server) {
  for (const viewName of o.views) {
    const context = await watchedContext(browser, VIEWS[viewName]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (chunk) => events.push(...chunk.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['v8.wasm'] } });
    await untilHand(page, server.url + o.query);
    const hand = await page.evaluate(() => window.__start.firstFrameHand);
    await cdp.send('Tracing.end');
    await complete;
    const sum = (name, main) => {
      const list = events.filter((e) => e.name === name && (e.tid === e.pid) === main);
      return { count: list.length,
               wall: list.reduce((t, e) => t + (e.dur ?? 0), 0) / 1000,
               cpu: list.reduce((t, e) => t + (e.tdur ?? 0), 0) / 1000 };
    };
    const lazy = sum('wasm.CompileLazy', true);
    const top = sum('wasm.ExecuteCompilationUnits', false);
    console.log(`${viewName}: hand drawn at ${Math.round(hand)} ms; functions compiled lazily on ` +
                `the main thread ${lazy.count}, ${lazy.cpu.toFixed(0)} ms CPU in ` +
                `${lazy.wall.toFixed(0)} ms; background compiles ${top.cpu.toFixed(0)} ms CPU`);
    await context.close();
  }
}

const o = options(process.argv.slice(2));
const sites = [];
const floorDir = path.join(path.dirname(new URL(import.meta.url).pathname), 'floor');
for (const dir of [...(o.floor ? [floorDir] : []), ...(o.sites ? o.sites.split(',') : [siteDir])]) {
  sites.push({ dir, server: await serveSite({ gzip: true, cacheControl: 'max-age=600', dir }),
               runs: {}, sent: new Map() });
}
const browser = await launchBrowser();
const problems = [];

// One first visit, then a repeat visit in the same profile; returns both breakdowns.
async function visitTwice(site, view, countBytes) {
  const context = await watchedContext(browser, view);
  const sentBefore = site.server.requests.length;
  const first = await visit(context, site.server.url + o.query);
  if (countBytes) {
    // The first answer for each file the start needed (the service worker fetches them
    // again for its copy once the game runs).
    for (const request of site.server.requests.slice(sentBefore)) {
      const name = request.path.split('/').pop() || 'index.html';
      if (!site.sent.has(name) && (name === 'index.html' ||
          first.files.some((f) => f.name === name && f.start <= first.marks.running))) {
        site.sent.set(name, request.bytes);
      }
    }
  }
  await waitForOfflineCopy(first.page);
  await first.page.close();
  const repeat = await visit(context, site.server.url + o.query);
  await repeat.page.close();
  await context.close();
  const result = { first: breakdown(first), repeat: breakdown(repeat) };
  problems.push(...first.problems, ...repeat.problems);
  return result;
}

function report(site, viewName) {
  const view = VIEWS[viewName];
  for (const kind of ['first', 'repeat']) {
    const list = site.runs[viewName][kind];
    const label = `${viewName} ${view.viewport.width}x${view.viewport.height}@${view.deviceScaleFactor}, ${kind} visit`;
    console.log(`\n${label} (ms since navigation; median of ${list.length}, then each run):`);
    console.log('             total download  compile start-up first-frame   shown');
    const row = (name, b) => console.log(`  ${name.padEnd(9)}${ms(b.total)}${ms(b.download).padStart(9)}` +
                                         `${ms(b.compile).padStart(9)}${ms(b.startup).padStart(9)}` +
                                         `${ms(b.frame).padStart(12)}${ms(b.shown).padStart(8)}`);
    const keys = ['total', 'download', 'compile', 'startup', 'frame', 'shown'];
    row('median', Object.fromEntries(keys.map((k) => [k, median(list.map((b) => b[k]))])));
    list.forEach((b, i) => row(`run ${i + 1}`, b));
    const files = list[0].files.map((f) => `${f.name} ${Math.round(f.start)}-${Math.round(f.end)}`);
    console.log(`  files of run 1 (requested-arrived): ${files.join(', ')}`);
  }
}

try {
  if (o['compile-trace']) {
    await traceCompiles(browser, sites[o.floor ? 1 : 0].server);
    await browser.close();
    for (const site of sites) await site.server.close();
    process.exit(0);
  }
  if (o.profile) {
    await profileFirstVisits(browser, sites[o.floor ? 1 : 0].server, o.profile);
    await browser.close();
    for (const site of sites) await site.server.close();
    process.exit(0);
  }
  for (const viewName of o.views) {
    // One pair of visits first, not counted: the browser's own start-up costs. With
    // several sites, their runs take turns, so that a busy moment of the machine is shared.
    for (let run = -1; run < o.runs; run += 1) {
      for (const site of sites) {
        const result = await visitTwice(site, VIEWS[viewName], run === 0);
        site.runs[viewName] ??= { first: [], repeat: [] };
        if (run >= 0) {
          site.runs[viewName].first.push(result.first);
          site.runs[viewName].repeat.push(result.repeat);
        }
      }
    }
  }
} finally {
  await browser.close();
  for (const site of sites) await site.server.close();
}

for (const site of sites) {
  if (sites.length > 1) console.log(`\n===== ${site.dir}`);
  for (const viewName of o.views) report(site, viewName);
  const rows = await siteFiles(site.dir);
  console.log('\nsite files (KB = 1000 bytes): raw, gzip -9, sent before the table on a first visit');
  let total = { raw: 0, gzip: 0, sent: 0 };
  for (const row of rows) {
    const sent = site.sent.get(row.name);
    console.log(`  ${row.name.padEnd(26)}${kb(row.raw)}${kb(row.gzip)}${sent === undefined ? '        -' : kb(sent)}`);
    total = { raw: total.raw + row.raw, gzip: total.gzip + row.gzip, sent: total.sent + (sent ?? 0) };
  }
  console.log(`  ${'total'.padEnd(26)}${kb(total.raw)}${kb(total.gzip)}${kb(total.sent)}`);
}
if (problems.length > 0) {
  console.log(`\nerrors on the page:\n  ${[...new Set(problems)].join('\n  ')}`);
  process.exitCode = 1;
}

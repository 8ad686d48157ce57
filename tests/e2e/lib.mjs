// Shared pieces of the end-to-end tests: a static server for the built site, Debian's
// Chromium through playwright-core (no browser is ever downloaded), a watch on console
// errors and failed requests, and screenshot helpers.
//
// Environment:
//   HEARTS_SITE_DIR       the built page (default build/wasm/site)
//   HEARTS_E2E_ARTIFACTS  where screenshots go (default build/e2e-artifacts; under ctest,
//                         the build folder's e2e-artifacts)
//   HEARTS_CHROMIUM       the browser binary (default /usr/bin/chromium)
//   HEARTS_E2E_HEADED     set to 1 to watch the browser (needs a display)
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const siteDir = path.resolve(repo, process.env.HEARTS_SITE_DIR || 'build/wasm/site');
export const artifactDir = path.resolve(repo, process.env.HEARTS_E2E_ARTIFACTS ||
                                              process.env.HEARTS_E2E_DEFAULT_ARTIFACTS ||
                                              'build/e2e-artifacts');

// GitHub Pages serves a project at /<repository>/; serving the same way here proves the
// page uses relative URLs only.
export const SUB_PATH = '/hearts/';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
  '.txt': 'text/plain; charset=utf-8',
};

// Serves siteDir under SUB_PATH on a free localhost port. Resolves to {url, root, close,
// stop, errors, requests}: url ends with SUB_PATH; root is the folder served; errors lists requests answered 404 or worse;
// requests lists every answer ({path, status, bytes}: bytes as sent); close lets open
// connections finish, stop cuts them too (the server is gone, as when offline).
// Options, for a server like a real static host (GitHub Pages): `gzip` compresses answers
// for clients that accept it; `cacheControl` replaces the default "no-store" (for instance
// "max-age=600"), and then files carry an ETag and a matching request is answered 304.
// `dir` serves another folder than siteDir. `cut` ({name, bytes}) sends only the first
// bytes of the file so named and then drops the connection, as a network that fails does.
export async function serveSite({ gzip = false, cacheControl = 'no-store', dir = siteDir,
                                  cut = null } = {}) {
  const root = path.resolve(dir);
  try {
    await stat(path.join(root, 'index.html'));
  } catch {
    throw new Error(`no built page in ${root}: build the wasm preset first ` +
                    '(scripts/build-wasm.sh), or set HEARTS_SITE_DIR');
  }
  const errors = [];
  const requests = [];
  const compressed = new Map();  // file -> {mtimeMs, body}
  const server = createServer(async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    let status = 200;
    let body;
    let type = 'text/plain; charset=utf-8';
    const headers = { 'Cache-Control': cacheControl };
    if (!url.pathname.startsWith(SUB_PATH)) {
      status = 404;
      body = 'outside the site';
    } else {
      let relative = decodeURIComponent(url.pathname.slice(SUB_PATH.length)) || 'index.html';
      if (relative.endsWith('/')) relative += 'index.html';
      const file = path.resolve(root, relative);
      if (!file.startsWith(root + path.sep)) {
        status = 403;
        body = 'forbidden';
      } else {
        try {
          const info = await stat(file);
          body = await readFile(file);
          type = MIME[path.extname(file)] || 'application/octet-stream';
          if (cacheControl !== 'no-store') {
            const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
            headers.ETag = etag;
            if (request.headers['if-none-match'] === etag) {
              status = 304;
              body = '';
            }
          }
          if (gzip && status === 200 && /\bgzip\b/.test(request.headers['accept-encoding'] || '')) {
            let entry = compressed.get(file);
            if (!entry || entry.mtimeMs !== info.mtimeMs) {
              entry = { mtimeMs: info.mtimeMs, body: gzipSync(body, { level: 9 }) };
              compressed.set(file, entry);
            }
            body = entry.body;
            headers['Content-Encoding'] = 'gzip';
            headers.Vary = 'Accept-Encoding';
          }
        } catch {
          status = 404;
          body = 'not found';
        }
      }
    }
    if (status >= 400) errors.push(`${status} ${request.method} ${url.pathname}`);
    requests.push({ path: url.pathname, status, bytes: Buffer.byteLength(body) });
    if (status >= 400) headers['Cache-Control'] = 'no-store';
    if (cut && status === 200 && path.basename(url.pathname) === cut.name) {
      response.writeHead(status, { 'Content-Type': type, 'Content-Length': body.length, ...headers });
      response.write(body.subarray(0, cut.bytes));
      setTimeout(() => request.socket.destroy(), 200);
      return;
    }
    response.writeHead(status, { 'Content-Type': type, ...headers });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${SUB_PATH}`,
    root,
    errors,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
    stop: () => new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    }),
  };
}

// The flags Debian's Chromium needs here: root without a sandbox, no GPU, and none of the
// background network traffic that otherwise stalls it on refused connections. WebGL then
// runs on SwiftShader, the software rasterizer.
export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.HEARTS_CHROMIUM || '/usr/bin/chromium',
    headless: process.env.HEARTS_E2E_HEADED !== '1',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  });
}

// Collects everything on a page that counts as an error: console.error messages,
// uncaught exceptions and failed requests.
export function watchErrors(page) {
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', async (request) => {
    const reason = request.failure()?.errorText;
    // Chromium now and then reports a fetch whose body was read to its end through a
    // stream reader as aborted; its response had arrived, so nothing failed.
    if (reason === 'net::ERR_ABORTED') {
      const response = await request.response().catch(() => null);
      if (response && response.ok()) return;
      // The tab's icon is the browser's own request, which it drops when a reloaded page
      // moves on before the icon came; the page itself never asks for it.
      if (request.resourceType() === 'other' && new URL(request.url()).pathname.endsWith('/favicon.svg')) return;
    }
    problems.push(`request failed: ${request.url()} (${reason})`);
  });
  return problems;
}

// A fresh browser context for one view (viewport, pixel ratio, touch) with a page in it
// whose errors are collected; `label` names the view in messages.
export async function openView(browser, view) {
  const context = await browser.newContext({
    viewport: view.viewport,
    deviceScaleFactor: view.deviceScaleFactor,
    isMobile: view.isMobile ?? false,
    hasTouch: view.hasTouch ?? false,
  });
  const page = await context.newPage();
  const problems = watchErrors(page);
  const label = `${view.name} ${view.viewport.width}x${view.viewport.height}@${view.deviceScaleFactor}`;
  return { context, page, problems, label };
}

// Waits until the loader reports "running" (and its overlay is gone) or "error"; returns
// window.heartsPage.
export async function waitForStart(page, timeoutMs = 60000) {
  await page.waitForFunction(
    () => window.heartsPage && (window.heartsPage.state === 'error' ||
                                (window.heartsPage.state === 'running' &&
                                 document.getElementById('loader').hidden)),
    null, { timeout: timeoutMs, polling: 100 });
  return page.evaluate(() => ({ ...window.heartsPage }));
}

// The game's test hook (window.heartsTest: the table as JSON, CSS pixels) as a plain
// object, or null before the program has started.
export function readState(page) {
  return page.evaluate(() => (window.heartsTest ? JSON.parse(JSON.stringify(window.heartsTest)) : null));
}

// Lets the page draw a few frames.
export async function settle(page, frames = 10) {
  await page.evaluate((count) => new Promise((resolve) => {
    const step = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  }), frames);
}

// Saves a screenshot as artifactDir/<name>.png and returns it decoded (pngjs).
export async function screenshot(page, name) {
  await mkdir(artifactDir, { recursive: true });
  const buffer = await page.screenshot();
  const file = path.join(artifactDir, `${name}.png`);
  await writeFile(file, buffer);
  return { file, png: PNG.sync.read(buffer) };
}

// The pixel at (x, y) of a decoded PNG, as [r, g, b, a].
export function pixelAt(png, x, y) {
  const offset = (png.width * Math.round(y) + Math.round(x)) * 4;
  return Array.from(png.data.subarray(offset, offset + 4));
}

// How many distinct colours a decoded PNG holds, counted up to `limit`.
export function distinctColours(png, limit = 4096) {
  const seen = new Set();
  for (let i = 0; i < png.data.length && seen.size < limit; i += 4) {
    seen.add(png.data.readUInt32BE(i));
  }
  return seen.size;
}

// A test's own failure (as opposed to a crash of the test itself).
export class Failure extends Error {}

// Polls window.heartsTest until `predicate(state)` holds; returns that state.
export async function waitForState(page, what, predicate, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await readState(page);
    if (state && predicate(state)) return state;
    if (Date.now() > deadline) {
      throw new Failure(`timed out waiting for ${what}; the game reports stage ` +
                        `${state?.stage}, message "${state?.message}"`);
    }
    await page.waitForTimeout(50);
  }
}

// A click (view.input 'mouse') or a tap ('touch') in the middle of a rectangle of the hook.
export async function press(page, view, rect) {
  const x = rect.x + rect.w / 2;
  const y = rect.y + rect.h / 2;
  if (view.input === 'touch') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

// A button of the hook's state by its id, or undefined.
export function button(state, id) {
  return state.buttons.find((b) => b.id === id);
}

// Waits for the enabled button `id` (`what` names it in a failure) and presses it.
export async function pressButton(page, view, id, what = id) {
  const state = await waitForState(page, `the ${what} button`, (s) => button(s, id)?.enabled);
  await press(page, view, button(state, id));
  // A tab's page is laid out in a later frame: until it is shown, the buttons the state
  // reports are the last page's, and a press aimed at one would land elsewhere.
  if (id.startsWith('tab:') || id.startsWith('stats_tab:')) {
    await waitForState(page, `the ${what} tab shown`, (s) => button(s, id)?.selected);
  }
}

// Passes the first cards of the hand as it is shown, each pressed and seen chosen, then Pass.
export async function passFirstCards(page, view) {
  const state = await waitForState(page, 'passing', (s) => s.stage === 'passing' && s.idle);
  for (const card of state.cards.slice(0, state.passCount).map((c) => c.card)) {
    const now = await readState(page);
    await press(page, view, now.cards.find((c) => c.card === card));
    await waitForState(page, `${card} chosen`, (s) => s.cards.some((c) => c.card === card && c.selected));
  }
  await pressButton(page, view, 'pass');
  await waitForState(page, 'play to begin', (s) => s.stage === 'playing', 60000);
}

// Plays the player's first legal card when it is the player's turn; returns the card.
export async function playFirstLegal(page, view) {
  const state = await waitForState(page, "the player's turn",
                                   (s) => s.stage === 'playing' && s.toMove === 0 && s.idle &&
                                          s.cards.some((c) => c.legal), 90000);
  const card = state.cards.find((c) => c.legal);
  await press(page, view, card);
  await waitForState(page, `${card.card} played`, (s) => !s.cards.some((c) => c.card === card.card));
  return card.card;
}

// Runs `body({page, context, problems})` in a fresh view, as one part of a test: logs the
// view's label, fails on any error the page logged, and on a Failure saves a screenshot named
// `<name>-<view>-failed` and returns false (other exceptions are the test's own bugs: thrown).
export async function inView(browser, view, name, body) {
  const opened = await openView(browser, view);
  console.log(`${opened.label}:`);
  try {
    await body(opened);
    if (opened.problems.length > 0) {
      throw new Failure(`errors on the page:\n    ${opened.problems.join('\n    ')}`);
    }
    return true;
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    await screenshot(opened.page, `${name}-${view.name}-failed`).catch(() => {});
    console.error(`  FAILED: ${error.message}`);
    return false;
  } finally {
    await opened.context.close();
  }
}

// Runs `body(view)` for every view at the same time, each view in its own browser context:
// much of a view's time is waiting (the pace of the table, bots and the expert thinking in
// each frame's spare time), so the views share the processors better than they take turns.
// What each view prints (console.log and console.error) is held and printed view by view,
// in the order of `views`. Resolves to the views' results in that order; a view that throws
// is let finish beside the others, then its exception is thrown.
const viewOutput = new AsyncLocalStorage();
export async function atOnce(views, body) {
  const { log, error } = console;
  const hold = (print) => (...args) => {
    const held = viewOutput.getStore();
    if (held) held.push([print, args]);
    else print(...args);
  };
  const held = views.map(() => []);
  let outcomes;
  console.log = hold(log);
  console.error = hold(error);
  try {
    outcomes = await Promise.allSettled(views.map((view, i) => viewOutput.run(held[i], () => body(view))));
  } finally {
    console.log = log;
    console.error = error;
  }
  for (const lines of held) for (const [print, args] of lines) print(...args);
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.map((o) => o.value);
}

// The end of most browser tests: serves the built site, runs `runView(browser, server, view)`
// (true when the view passed) for every view at once (atOnce), fails when the server could
// not answer a request, reports, and exits 0 only when everything passed.
export async function runViews(testName, views, runView) {
  const server = await serveSite();
  const browser = await launchBrowser();
  let passed = true;
  try {
    const results = await atOnce(views, (view) => runView(browser, server, view));
    passed = results.every((ok) => ok);
    if (server.errors.length > 0) {
      console.error(`requests the site could not answer:\n  ${server.errors.join('\n  ')}`);
      passed = false;
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(passed ? `${testName} test passed; screenshots in ${artifactDir}` : `${testName} test FAILED`);
  process.exit(passed ? 0 : 1);
}

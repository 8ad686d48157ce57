// Smoke test of the built web page in headless Chromium: served from a sub-path, it loads,
// starts the program, gives the canvas a backing store of CSS size x devicePixelRatio,
// draws something, logs no errors, and fails with a readable message when the
// WebAssembly file cannot be downloaded or the data package is damaged. Screenshots go to
// HEARTS_E2E_ARTIFACTS.
//
// Usage: node tests/e2e/page-smoke.mjs    (after the wasm build; see lib.mjs for settings)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { launchBrowser, serveSite, openView, waitForStart, settle, screenshot,
         distinctColours, artifactDir } from './lib.mjs';

const QUERY = process.env.HEARTS_E2E_QUERY ?? '?seed=1&fast=1';

const VIEWS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: 'phone', viewport: { width: 360, height: 640 }, deviceScaleFactor: 2,
    isMobile: true, hasTouch: true },
];

const failures = [];
function check(condition, message) {
  if (!condition) failures.push(message);
  return condition;
}

async function runView(browser, server, view) {
  const { context, page, problems, label } = await openView(browser, view);
  // Every value the loading bar shows, in order.
  await page.addInitScript(() => {
    window.progressShown = [];
    new MutationObserver(() => {
      const bar = document.querySelector('#loader .bar');
      const value = bar && Number(bar.getAttribute('aria-valuenow'));
      if (bar && value !== window.progressShown[window.progressShown.length - 1]) {
        window.progressShown.push(value);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  const started = Date.now();
  await page.goto(server.url + QUERY);
  const state = await waitForStart(page);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!check(state.state === 'running', `${label}: page did not start: ${state.error}`)) {
    await screenshot(page, `smoke-${view.name}-failed`);
    await context.close();
    return;
  }
  await settle(page);

  // The bar counts the bytes as they arrive: it only ever grows, shows steps on the way,
  // and is full when the game runs.
  const progress = await page.evaluate(() => window.progressShown);
  check(progress.length >= 3 && progress.every((v, i) => i === 0 || v > progress[i - 1]) &&
        progress[progress.length - 1] === 100,
        `${label}: the loading bar showed ${progress.join(', ')}; expected rising steps to 100`);

  // The loader creates the WebGL context before the program does; it must have the
  // settings the program's SDL asks for.
  const webgl = await page.evaluate(() => {
    const attributes = document.getElementById('canvas').getContext('webgl')?.getContextAttributes();
    return attributes && { alpha: attributes.alpha, depth: attributes.depth,
                           stencil: attributes.stencil, antialias: attributes.antialias };
  });
  check(JSON.stringify(webgl) === JSON.stringify({ alpha: true, depth: false, stencil: false,
                                                     antialias: false }),
        `${label}: WebGL context ${JSON.stringify(webgl)}, expected alpha and no depth, ` +
        'stencil or antialiasing (what SDL asks for; see web/loader.js)');

  const canvas = await page.evaluate(() => {
    const element = document.getElementById('canvas');
    const box = element.getBoundingClientRect();
    return { cssWidth: box.width, cssHeight: box.height, width: element.width,
             height: element.height, dpr: window.devicePixelRatio,
             innerWidth: window.innerWidth, innerHeight: window.innerHeight };
  });
  check(canvas.cssWidth === canvas.innerWidth && canvas.cssHeight === canvas.innerHeight,
        `${label}: canvas CSS size ${canvas.cssWidth}x${canvas.cssHeight} does not fill the ` +
        `${canvas.innerWidth}x${canvas.innerHeight} viewport`);
  const wantWidth = Math.round(canvas.cssWidth * canvas.dpr);
  const wantHeight = Math.round(canvas.cssHeight * canvas.dpr);
  check(Math.abs(canvas.width - wantWidth) <= 1 && Math.abs(canvas.height - wantHeight) <= 1,
        `${label}: canvas backing store ${canvas.width}x${canvas.height}, expected ` +
        `${wantWidth}x${wantHeight} (CSS size x devicePixelRatio; create the SDL window ` +
        'with SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI)');

  const { file, png } = await screenshot(page, `smoke-${view.name}`);
  const colours = distinctColours(png);
  check(colours > 16, `${label}: the screenshot has only ${colours} colours; nothing was drawn?`);

  // The manifest and every icon it names resolve under the sub-path.
  const manifest = await page.evaluate(async () => {
    const response = await fetch('manifest.webmanifest');
    if (!response.ok) return { error: `manifest: HTTP ${response.status}` };
    const json = await response.json();
    for (const icon of json.icons || []) {
      const iconResponse = await fetch(new URL(icon.src, response.url));
      if (!iconResponse.ok) return { error: `icon ${icon.src}: HTTP ${iconResponse.status}` };
    }
    return { name: json.name, icons: (json.icons || []).length };
  });
  check(!manifest.error && manifest.icons > 0, `${label}: ${manifest.error || 'manifest lists no icons'}`);

  check(problems.length === 0, `${label}: errors on the page:\n  ${problems.join('\n  ')}`);
  console.log(`${label}: running after ${seconds} s, canvas ${canvas.width}x${canvas.height}, ` +
              `${colours} colours, ${file}`);
  await context.close();
}

// With the .wasm unreachable, the page must say so rather than hang or stay blank.
async function runMissingWasm(browser, server) {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  await page.route('**/*.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(server.url);
  const state = await waitForStart(page, 30000);
  const shown = await page.locator('#loader .status').innerText();
  const visible = await page.locator('#loader').isVisible();
  check(state.state === 'error' && /Could not download .*\.wasm \(HTTP 404\)/.test(state.error) &&
        visible && shown === state.error,
        `missing wasm: expected a visible download error, got state ${state.state}, ` +
        `message "${shown}"`);
  const { file } = await screenshot(page, 'smoke-missing-wasm');
  console.log(`missing wasm: "${shown}", ${file}`);
  await context.close();
}

// The data package is stored gzip-compressed and unpacked by the page: damaged, the page
// must say so; arriving already unpacked (as from a server that sends it with
// Content-Encoding: gzip, which the browser undoes), the game must start as usual.
async function runDataPackage(browser, server) {
  const packed = readFileSync(path.join(server.root, 'hearts.data'));
  check(packed[0] === 0x1f && packed[1] === 0x8b, 'hearts.data: not gzip-compressed in the site');
  const unpacked = gunzipSync(packed);
  const cases = [
    { label: 'damaged data', body: Buffer.concat([packed.subarray(0, 40), Buffer.alloc(400, 7)]),
      expect: (state) => state.state === 'error' && /data is damaged/.test(state.error) },
    { label: 'data of the wrong size', body: gzipSync(unpacked.subarray(0, unpacked.length - 100)),
      expect: (state) => state.state === 'error' && /data is damaged.*bytes instead of/.test(state.error) },
    { label: 'data sent unpacked', body: unpacked,
      expect: (state) => state.state === 'running' },
  ];
  for (const c of cases) {
    const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
    const page = await context.newPage();
    await page.route('**/hearts.data', (route) => route.fulfill({
      status: 200, body: c.body, headers: { 'Content-Type': 'application/octet-stream' } }));
    await page.goto(server.url);
    const state = await waitForStart(page, 30000);
    const shown = await page.locator('#loader .status').innerText();
    check(c.expect(state), `${c.label}: got state ${state.state}, message "${state.error || shown}"`);
    console.log(`${c.label}: ${state.state}${state.error ? ` ("${state.error}")` : ''} ` +
                `(${unpacked.length} bytes unpacked)`);
    await context.close();
  }
}

// The data package's download breaking off half way is a download error, not damaged data.
async function runDataCut(browser) {
  const cut = await serveSite({ cut: { name: 'hearts.data', bytes: 20000 } });
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  try {
    const page = await context.newPage();
    await page.goto(cut.url);
    const state = await waitForStart(page, 30000);
    check(state.state === 'error' && /Could not download hearts\.data/.test(state.error),
          `data cut off: expected a download error, got state ${state.state}, "${state.error}"`);
    console.log(`data cut off: ${state.state} ("${state.error}")`);
  } finally {
    await context.close();
    await cut.stop();
  }
}

const server = await serveSite();
const browser = await launchBrowser();
try {
  for (const view of VIEWS) await runView(browser, server, view);
  await runMissingWasm(browser, server);
  await runDataPackage(browser, server);
  await runDataCut(browser);
  const unexpected = server.errors.filter((line) => !/\.wasm$/.test(line));
  check(unexpected.length === 0, `requests the site could not answer:\n  ${unexpected.join('\n  ')}`);
} finally {
  await browser.close();
  await server.close();
}

if (failures.length > 0) {
  console.error(`page smoke test FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`page smoke test passed; screenshots in ${artifactDir}`);

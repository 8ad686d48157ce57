// Offline play in headless Chromium: after one visit the page starts again with its server
// gone (web/sw.js serves the copy it kept), and the game in progress is still there. A
// screenshot of the offline start goes to HEARTS_E2E_ARTIFACTS.
//
// Usage: node tests/e2e/offline.mjs    (after the wasm build; see lib.mjs for settings)
import { launchBrowser, serveSite, openView, waitForStart, settle, screenshot,
         distinctColours, readState, artifactDir } from './lib.mjs';

const VIEW = { name: 'desktop', viewport: { width: 1024, height: 700 }, deviceScaleFactor: 1 };
const CACHED = ['index.html', 'loader.js', 'mirror.js', 'style.css', 'hearts.js', 'hearts.wasm', 'hearts.data'];

const failures = [];
function check(condition, message) {
  if (!condition) failures.push(message);
  return condition;
}

// Polls until `probe()` resolves to something truthy; returns it, or null after timeoutMs.
async function poll(probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const server = await serveSite();
const browser = await launchBrowser();
let stopped = false;
try {
  const { context, page, problems, label } = await openView(browser, VIEW);

  // Online: the game plays itself for a while, so there is a saved game in progress.
  await page.goto(server.url + '?fast=1&autoplay=1');
  const online = await waitForStart(page);
  if (!check(online.state === 'running', `${label}: page did not start online: ${online.error}`)) {
    throw new Error('no point going on');
  }
  const played = await poll(async () => {
    const s = await readState(page);
    return s && (s.handNumber > 1 || s.tricksPlayed >= 2) ? s : null;
  }, 60000);
  check(played !== null, `${label}: the game did not get under way with autoplay`);

  // The service worker has kept a copy of every file.
  const kept = await poll(() => page.evaluate(async (files) => {
    if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return null;
    const cache = await caches.open('hearts-offline');
    for (const file of files)
      if (!(await cache.match(new URL(file, location.href).href))) return null;
    return true;
  }, CACHED), 30000);
  check(kept, `${label}: the service worker did not keep a copy of ${CACHED.join(', ')}`);

  // The server goes away entirely; the page is opened again at its plain address.
  const before = await readState(page);
  await server.stop();
  stopped = true;
  await page.goto(server.url);
  const offline = await waitForStart(page);
  check(offline.state === 'running',
        `${label}: page did not start offline: ${offline.state} ${offline.error ?? ''}`);
  if (offline.state === 'running') {
    await settle(page);
    const after = await readState(page);
    check(after && before && after.seed === before.seed && after.handNumber >= before.handNumber,
          `${label}: offline, the saved game (seed ${before?.seed}, hand ${before?.handNumber}) ` +
          `is not the one shown (seed ${after?.seed}, hand ${after?.handNumber})`);
    const { file, png } = await screenshot(page, 'offline-desktop');
    const colours = distinctColours(png);
    check(colours > 50, `${label}: offline, the canvas looks blank (${colours} colours)`);
    console.log(`${label}: started offline, seed ${after?.seed} hand ${after?.handNumber}, ` +
                `${colours} colours, ${file}`);
  }
  check(problems.length === 0, `${label}: errors on the page:\n  ${problems.join('\n  ')}`);
  await context.close();
} catch (error) {
  if (failures.length === 0) failures.push(error.stack || String(error));
} finally {
  await browser.close();
  if (!stopped) await server.stop();
}

if (failures.length > 0) {
  console.error(`offline test FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`offline test passed; screenshots in ${artifactDir}`);

// The service worker in headless Chromium, on a copy of the built page: after one visit the
// next starts without asking the server for any of the page's files; a new build of the
// page (another version in sw.js, a changed index.html) is what the visit after the one
// that finds it starts, with the game in progress kept; and with the server gone the page
// starts from the copy kept (web/sw.js), the game in progress still there. A screenshot of
// the offline start goes to HEARTS_E2E_ARTIFACTS.
//
// Usage: node tests/e2e/offline.mjs    (after the wasm build; see lib.mjs for settings)
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser, serveSite, openView, waitForStart, settle, screenshot,
         distinctColours, readState, artifactDir, siteDir } from './lib.mjs';

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

// A copy of the page, so that the test can make a new build of it.
const dir = await mkdtemp(path.join(tmpdir(), 'hearts-site-'));
await cp(siteDir, dir, { recursive: true });
const swFile = path.join(dir, 'sw.js');
const sw = await readFile(swFile, 'utf8');
// The program's version and a hash of the site's files (cmake/Wasm.cmake).
const version = /const VERSION = '([0-9]+\.[0-9]+\.[0-9]+-[0-9a-f]{16})';/.exec(sw)?.[1];
check(version, 'sw.js carries no build version (the site assembly writes one)');

const server = await serveSite({ dir });
const browser = await launchBrowser();
// The page's own files the server was asked for since `from` (an index into its log).
const fetchedSince = (from) => server.requests.slice(from)
  .map((r) => r.path.replace(/^.*\//, '') || 'index.html')
  .filter((file) => CACHED.includes(file));
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
  const keptIn = (name) => poll(() => page.evaluate(async ({ files, name }) => {
    if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return null;
    if (!(await caches.has(name))) return null;
    const cache = await caches.open(name);
    for (const file of files)
      if (!(await cache.match(new URL(file, location.href).href))) return null;
    // Kept on their own: another build's copy is gone.
    const all = (await caches.keys()).filter((key) => key.startsWith('hearts-'));
    return all.length === 1 ? all[0] : null;
  }, { files: CACHED, name }), 30000);
  const kept = await keptIn(`hearts-${version}`);
  check(kept, `${label}: the service worker did not keep a copy of ${CACHED.join(', ')}`);

  // A repeat visit: every file of the page comes from the copy.
  let mark = server.requests.length;
  await page.goto(server.url);
  const repeat = await waitForStart(page);
  check(repeat.state === 'running', `${label}: the repeat visit did not start: ${repeat.error}`);
  check(fetchedSince(mark).length === 0,
        `${label}: the repeat visit asked the server for ${fetchedSince(mark).join(', ')}`);

  // A new build: the visit that finds it still starts the old one, complete; the next
  // starts the new one and the old copy is gone.
  const html = await readFile(path.join(dir, 'index.html'), 'utf8');
  await writeFile(path.join(dir, 'index.html'),
                  html.replace('<html', '<html data-build="next"'));
  const next = 'feedfacefeedface';
  await writeFile(swFile, sw.replace(`'${version}'`, `'${next}'`));
  await page.goto(server.url);
  await waitForStart(page);
  const during = await page.evaluate(() => document.documentElement.dataset.build ?? null);
  check(during === null, `${label}: the visit that found the new build mixed builds`);
  const keptNext = await keptIn(`hearts-${next}`);
  check(keptNext, `${label}: the new build's files were not kept, or the old build's not deleted`);
  mark = server.requests.length;
  await page.goto(server.url);
  const updated = await waitForStart(page);
  const build = await page.evaluate(() => document.documentElement.dataset.build ?? null);
  check(updated.state === 'running' && build === 'next',
        `${label}: the visit after the update did not start the new build (${build})`);
  check(fetchedSince(mark).length === 0,
        `${label}: the visit after the update asked the server for ${fetchedSince(mark).join(', ')}`);
  const resumed = await readState(page);
  check(resumed && played && resumed.seed === played.seed,
        `${label}: the game in progress was not kept across the update`);

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
  await rm(dir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`offline test FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`offline test passed; screenshots in ${artifactDir}`);

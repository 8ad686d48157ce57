// The loading bar on a slow link, in headless Chromium with its network throttled through the
// DevTools protocol (1.6 Mbit/s down, 150 ms latency: a weak mobile connection), the site
// served gzip-compressed as a static host serves it.
//
// 1. Desktop: the bar is sampled while the page loads, beside the bytes of the program and its
//    data that have actually arrived (the protocol's own count, as they come off the wire). It
//    never goes back, follows those bytes while it says "Downloading…", and afterwards names
//    what the page is doing (compiling, starting) until the game runs.
// 2. Desktop and phone (390x844@3): the program's script is held back until everything else
//    has arrived and been looked at, so that the page waits visibly after the download: the
//    bar then says "Starting…" (screenshots of both moments).
//
// Usage: node tests/e2e/loading.mjs    (after the wasm build; see lib.mjs for settings)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser, serveSite, openView, artifactDir, Failure } from './lib.mjs';

const SLOW = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8,
               uploadThroughput: 0.75e6 / 8 };
const DESKTOP = { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const PHONE = { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3,
                isMobile: true, hasTouch: true };
// How far the bar may be from the share of the bytes in: the bar counts the files as they are
// unpacked, the wire their compressed bytes, and the program compresses better than the data.
const TOLERANCE = 0.2;
const LATER_PHASES = ['Compiling…', 'Starting…'];

// Runs in the page before its scripts: every change of the bar or of the words under it, in
// order, on window.__loading.
function watchLoader() {
  const seen = [];
  window.__loading = seen;
  let last = '';
  new MutationObserver(() => {
    const bar = document.querySelector('#loader .bar');
    const status = document.querySelector('#loader .status');
    if (!bar || !status) return;
    const now = { value: Number(bar.getAttribute('aria-valuenow')), status: status.textContent };
    const key = `${now.value} ${now.status}`;
    if (key !== last) seen.push(now);
    last = key;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

// A screenshot through the DevTools protocol: playwright's waits for the page's fonts, which
// a page still loading (the script held back) does not settle.
async function screenshot(cdp, name, view) {
  const { width, height } = view.viewport;
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png', clip: { x: 0, y: 0, width, height, scale: view.deviceScaleFactor } });
  await mkdir(artifactDir, { recursive: true });
  await writeFile(path.join(artifactDir, `${name}.png`), Buffer.from(data, 'base64'));
}

// Counts the bytes of the program (.wasm) and its data (.data) as they arrive, per the
// browser's network layer; `done` resolves once both have arrived. Also `cdp`, the session.
async function watchDownload(page, context) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW);
  const counted = { bytes: 0, finished: new Set(), cdp };
  const watched = new Map();
  let resolveDone;
  counted.done = new Promise((resolve) => { resolveDone = resolve; });
  cdp.on('Network.requestWillBeSent', (e) => {
    const name = new URL(e.request.url).pathname.split('/').pop();
    if (/\.(wasm|data)$/.test(name)) watched.set(e.requestId, name);
  });
  cdp.on('Network.dataReceived', (e) => {
    if (watched.has(e.requestId)) counted.bytes += e.encodedDataLength;
  });
  // Chromium may report a fetch read to its end through a stream reader as aborted (see
  // lib.mjs): it has arrived all the same.
  const ended = (e) => {
    if (!watched.has(e.requestId)) return;
    counted.finished.add(watched.get(e.requestId));
    if (counted.finished.size === 2) resolveDone();
  };
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  return counted;
}

function loaderNow(page) {
  return page.evaluate(() => {
    const bar = document.querySelector('#loader .bar');
    return { value: Number(bar.getAttribute('aria-valuenow')),
             status: document.querySelector('#loader .status').textContent,
             state: document.documentElement.dataset.state };
  });
}

async function barFollowsBytes(browser, url) {
  const view = await openView(browser, DESKTOP);
  try {
    await view.context.addInitScript(watchLoader);
    const counted = await watchDownload(view.page, view.context);
    const navigation = view.page.goto(url, { waitUntil: 'commit' });
    const samples = [];
    let shot = false;
    for (let i = 0; i < 600; ++i) {
      const before = counted.bytes;
      const now = await loaderNow(view.page).catch(() => null);
      if (now) {
        samples.push({ ...now, before, after: counted.bytes });
        if (now.state !== 'loading') break;
        if (!shot && now.status === 'Downloading…' && now.value >= 30) {
          await screenshot(counted.cdp, 'loading-desktop-downloading', DESKTOP);
          shot = true;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await navigation;
    await counted.done;
    const total = counted.bytes;
    const last = samples[samples.length - 1];
    if (!last || last.state !== 'running') throw new Failure(`the page did not start: ${JSON.stringify(last)}`);

    // While it says "Downloading…", the bar (to 90%) follows the share of the bytes in.
    const downloading = samples.filter((s) => s.status === 'Downloading…' && s.state === 'loading');
    const off = downloading.filter((s) => {
      const bar = s.value / 90;
      return bar < s.before / total - TOLERANCE || bar > s.after / total + TOLERANCE;
    });
    if (off.length > 0) {
      throw new Failure('the bar does not follow the bytes: ' + off.slice(0, 5).map((s) =>
        `${s.value}% with ${Math.round(100 * s.before / total)}-${Math.round(100 * s.after / total)}% of the bytes in`).join(', '));
    }
    const values = new Set(downloading.map((s) => s.value));
    if (values.size < 5) throw new Failure(`the bar took only ${values.size} values while downloading`);

    // Every change, in order: it never goes back, and after the download it names the phase.
    const changes = await view.page.evaluate(() => window.__loading);
    for (let i = 1; i < changes.length; ++i) {
      if (changes[i].value < changes[i - 1].value) {
        throw new Failure(`the bar went back from ${changes[i - 1].value}% to ${changes[i].value}%`);
      }
    }
    const lastDownload = changes.map((c) => c.status).lastIndexOf('Downloading…');
    const after = [...new Set(changes.slice(lastDownload + 1).map((c) => c.status))];
    if (lastDownload < 0 || after.length === 0 || after.some((s) => !LATER_PHASES.includes(s))) {
      throw new Failure(`after the download the loader said ${JSON.stringify(after)}, ` +
                        `not ${LATER_PHASES.join(' or ')}`);
    }
    const highest = Math.max(...downloading.map((s) => s.value));
    console.log(`  ${samples.length} samples over ${total} bytes on the wire; while downloading the bar ` +
                `went through ${values.size} values up to ${highest}%; then ${after.join(', ')}`);
    if (view.problems.length > 0) throw new Failure(`errors on the page:\n    ${view.problems.join('\n    ')}`);
  } finally {
    await view.context.close();
  }
}

async function startingShown(browser, url, shown) {
  const view = await openView(browser, shown);
  try {
    const counted = await watchDownload(view.page, view.context);
    let release;
    const released = new Promise((resolve) => { release = resolve; });
    await view.page.route('**/hearts.js', async (route) => {
      await released;
      await route.continue();
    });
    const navigation = view.page.goto(url, { waitUntil: 'commit' });
    await view.page.waitForFunction(() => {
      const bar = document.querySelector('#loader .bar');
      return bar && Number(bar.getAttribute('aria-valuenow')) >= 30;
    }, null, { timeout: 30000, polling: 50 });
    await screenshot(counted.cdp, `loading-${shown.name}-held-downloading`, shown);
    await counted.done;
    await view.page.waitForFunction(() => document.querySelector('#loader .status').textContent === 'Starting…',
                                    null, { timeout: 10000, polling: 50 })
      .catch(() => { throw new Failure('with everything but the script in, the loader does not say "Starting…"'); });
    const now = await loaderNow(view.page);
    if (now.state !== 'loading' || now.value < 90) throw new Failure(`starting: ${JSON.stringify(now)}`);
    await screenshot(counted.cdp, `loading-${shown.name}-starting`, shown);
    release();
    await navigation;
    await view.page.waitForFunction(() => document.documentElement.dataset.state === 'running', null,
                                    { timeout: 30000 });
    console.log(`  the script held back: "${now.status}" at ${now.value}% until it came, then running`);
    if (view.problems.length > 0) throw new Failure(`errors on the page:\n    ${view.problems.join('\n    ')}`);
  } finally {
    await view.context.close();
  }
}

const server = await serveSite({ gzip: true });
const browser = await launchBrowser();
let passed = true;
for (const [name, part] of [
  ['desktop 1280x800, throttled', (url) => barFollowsBytes(browser, url)],
  ['desktop 1280x800, throttled, the script held back', (url) => startingShown(browser, url, DESKTOP)],
  ['phone 390x844@3, throttled, the script held back', (url) => startingShown(browser, url, PHONE)],
]) {
  console.log(`${name}:`);
  try {
    await part(`${server.url}?seed=3`);
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    console.error(`  FAILED: ${error.message}`);
    passed = false;
  }
}
await browser.close();
await server.close();
if (server.errors.length > 0) {
  console.error(`requests the site could not answer:\n  ${server.errors.join('\n  ')}`);
  passed = false;
}
console.log(passed ? 'loading test passed' : 'loading test FAILED');
process.exit(passed ? 0 : 1);

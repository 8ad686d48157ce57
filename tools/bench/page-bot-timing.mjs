// page-bot-timing: how long the page's bots take to decide, and how smoothly the page
// keeps drawing meanwhile, in headless Chromium (Debian's, through the end-to-end tests'
// playwright-core). A benchmark that prints figures, not a test: it asserts no timing.
//
// The built page is opened with every seat played by one level (autoplay) and left to play
// until enough decisions were made. The page's test hook counts each bot decision's wall
// time (from its first thinking slice to its answer, frames in between included) and the
// part spent thinking; a requestAnimationFrame loop in the page records the time between
// frames, whose longest gaps are the moments the page did not respond.
//
// Usage (after scripts/build-wasm.sh and scripts/install-deps.sh --npm):
//   node tools/bench/page-bot-timing.mjs [--level expert] [--decisions 60] [--seed 5]
//                                        [--preset standard] [--width 1280 --height 800]
import { launchBrowser, serveSite, openView, waitForStart, readState } from '../../tests/e2e/lib.mjs';

function options(argv) {
  const o = { level: 'expert', decisions: 60, seed: '5', preset: 'standard', width: 1280, height: 800 };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i].replace(/^--/, '');
    if (!(key in o) || i + 1 >= argv.length) {
      console.error(`page-bot-timing: unknown or incomplete option ${argv[i]}`);
      process.exit(2);
    }
    o[key] = typeof o[key] === 'number' ? Number(argv[++i]) : argv[++i];
  }
  if (!(o.decisions > 0) || !(o.width > 0) || !(o.height > 0)) {
    console.error('page-bot-timing: --decisions, --width and --height take positive numbers');
    process.exit(2);
  }
  return o;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

const o = options(process.argv.slice(2));
const server = await serveSite();
const browser = await launchBrowser();
let status = 0;
try {
  const view = { name: 'bench', viewport: { width: o.width, height: o.height }, deviceScaleFactor: 1 };
  const { context, page, problems } = await openView(browser, view);
  const query = `?seed=${o.seed}&preset=${o.preset}&level=${o.level}&autoplay=1`;
  await page.goto(server.url + query);
  const loaded = await waitForStart(page);
  if (loaded.state !== 'running') throw new Error(`the page did not start: ${loaded.error}`);
  // Frame gaps, measured in the page from its own frame callbacks.
  await page.evaluate(() => {
    window.benchGaps = [];
    let last = performance.now();
    const tick = (t) => {
      window.benchGaps.push(t - last);
      last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const read = () => readState(page);
  const start = await read();
  const started = Date.now();
  let state = start;
  while (state.botDecisions - start.botDecisions < o.decisions) {
    if (Date.now() - started > 20 * 60 * 1000) throw new Error('no result within 20 minutes');
    await page.waitForTimeout(250);
    state = await read();
  }
  const gaps = await page.evaluate(() => window.benchGaps);
  const decisions = state.botDecisions - start.botDecisions;
  const total = state.botMsTotal - start.botMsTotal;
  const busy = state.botMsBusy - start.botMsBusy;
  const sorted = [...gaps].sort((a, b) => a - b);
  const mean = gaps.reduce((a, b) => a + b, 0) / Math.max(1, gaps.length);
  const fmt = (v) => v.toFixed(1);
  console.log(`level: ${state.level}  preset: ${state.preset}  seed: ${o.seed}  window: ${o.width}x${o.height}`);
  console.log(`decisions: ${decisions} (all four seats, hands played: ${state.handsPlayed})`);
  console.log(`ms_per_decision_mean: ${fmt(total / decisions)}  (thinking ${fmt(busy / decisions)})`);
  console.log(`ms_per_decision_max: ${fmt(state.botMsMax)}  (over the whole page session)`);
  console.log(`frames: ${gaps.length}  ms_between_frames mean ${fmt(mean)}  ` +
              `p99 ${fmt(percentile(sorted, 0.99))}  max ${fmt(sorted[sorted.length - 1] ?? 0)}  ` +
              `over 50 ms: ${gaps.filter((g) => g > 50).length}`);
  if (problems.length) {
    console.error(`errors on the page:\n  ${problems.join('\n  ')}`);
    status = 1;
  }
  await context.close();
} catch (error) {
  console.error(`page-bot-timing: ${error.message}`);
  status = 1;
} finally {
  await browser.close();
  await server.close();
}
process.exit(status);

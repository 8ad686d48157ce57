// page-expert-chair: what the expert in the player's chair costs in the page, in headless
// Chromium (Debian's, through the end-to-end tests' playwright-core). A benchmark that prints
// figures, not a test: it asserts no timing.
//
// The same hands are played twice as a person would (the first cards passed, at each turn the
// first legal card clicked as soon as the table is at rest, the next hand asked for as soon as
// the score sheet is up): once with the expert in the chair on (the default), once with it
// turned off in the settings. A requestAnimationFrame loop in the page records the time
// between frames and, from the test hook, the moment each score sheet comes up and the moment
// the expert's points for that hand are on it. Printed for each run: the wait from the score
// sheet to the comparison, the expert's decisions and thinking per hand, the player's wait
// between turns and the frame gaps; the difference between the two runs is the cost.
//
// Usage (after scripts/build-wasm.sh and scripts/install-deps.sh --npm):
//   node tools/bench/page-expert-chair.mjs [--level expert] [--seed 5] [--preset standard]
//                                          [--hands 2] [--speed normal]
import { launchBrowser, serveSite, openView, waitForStart, readState, waitForState, press,
         button } from '../../tests/e2e/lib.mjs';

function options(argv) {
  const o = { level: 'expert', seed: '5', preset: 'standard', hands: 2, speed: 'normal' };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i].replace(/^--/, '');
    if (!(key in o) || i + 1 >= argv.length) {
      console.error(`page-expert-chair: unknown or incomplete option ${argv[i]}`);
      process.exit(2);
    }
    o[key] = typeof o[key] === 'number' ? Number(argv[++i]) : argv[++i];
  }
  if (!(o.hands > 0)) {
    console.error('page-expert-chair: --hands takes a positive number');
    process.exit(2);
  }
  return o;
}

const median = (v) => (v.length ? [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] : 0);
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0);
const ready = (s) => s.stage === 'playing' && s.toMove === 0 && s.idle && s.cards.some((c) => c.legal);

async function run(browser, url, o, chair) {
  const view = { name: 'bench', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, input: 'mouse' };
  const { context, page, problems } = await openView(browser, view);
  try {
    await context.addInitScript((on) => {
      window.localStorage.setItem('hearts.settings', JSON.stringify({ expert_in_chair: on }));
    }, chair);
    await page.goto(`${url}?seed=${o.seed}&preset=${o.preset}&level=${o.level}&speed=${o.speed}`);
    const loaded = await waitForStart(page);
    if (loaded.state !== 'running') throw new Error(`the page did not start: ${loaded.error}`);
    await waitForState(page, 'the pass', (s) => s.stage === 'passing' && s.idle, 30000);
    // Frames and, at each, what the hook shows: when a score sheet came up, when the expert's
    // points for that hand joined it.
    await page.evaluate(() => {
      window.bench = { gaps: [], sheetAt: {}, comparedAt: {} };
      let last = performance.now();
      const tick = (t) => {
        window.bench.gaps.push(t - last);
        last = t;
        const s = window.heartsTest;
        if (s && s.scoreSheet && (s.stage === 'hand_summary' || s.stage === 'game_over') &&
            !(s.handsPlayed in window.bench.sheetAt)) window.bench.sheetAt[s.handsPlayed] = t;
        const done = s && s.duplicate ? s.duplicate.hands.length : 0;
        if (done > 0 && !(done in window.bench.comparedAt)) window.bench.comparedAt[done] = t;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const waits = [];
    for (let hand = 1; hand <= o.hands; ++hand) {
      const passing = await waitForState(page, 'the pass', (s) => (s.stage === 'passing' && s.idle) || ready(s), 60000);
      if (passing.stage === 'passing') {
        for (const card of passing.cards.slice(0, passing.passCount).map((c) => c.card)) {
          const s = await readState(page);
          await press(page, view, s.cards.find((c) => c.card === card));
        }
        const chosen = await waitForState(page, 'Pass enabled', (s) => button(s, 'pass')?.enabled);
        await press(page, view, button(chosen, 'pass'));
      }
      let clickedAt = 0;
      for (;;) {
        const s = await waitForState(page, "the player's turn or the hand's end",
                                     (t) => ready(t) || t.stage === 'hand_summary' || t.stage === 'game_over', 90000);
        if (s.stage !== 'playing') break;
        if (clickedAt) waits.push(Date.now() - clickedAt);
        clickedAt = Date.now();
        await press(page, view, s.cards.find((c) => c.legal));
        await waitForState(page, 'the card to leave the hand', (t) => !ready(t), 10000);
      }
      if (chair) {
        await waitForState(page, `the expert's hand ${hand}`,
                           (s) => s.duplicate && s.duplicate.hands.length >= hand, 120000);
      }
      if (hand < o.hands) {
        const sheet = await waitForState(page, 'Next hand', (s) => button(s, 'continue')?.enabled);
        await press(page, view, button(sheet, 'continue'));
        await waitForState(page, `hand ${hand + 1}`, (s) => s.handNumber === hand + 1 && !s.scoreSheet);
      }
    }
    const bench = await page.evaluate(() => window.bench);
    const state = await readState(page);
    if (problems.length) throw new Error(`errors on the page:\n  ${problems.join('\n  ')}`);
    const toComparison = [];
    for (let h = 1; h <= o.hands; ++h) {
      if (bench.comparedAt[h] !== undefined) toComparison.push(Math.max(0, bench.comparedAt[h] - bench.sheetAt[h]));
    }
    return { bench, state, waits, toComparison };
  } finally {
    await context.close();
  }
}

const o = options(process.argv.slice(2));
const server = await serveSite();
const browser = await launchBrowser();
let status = 0;
try {
  console.log(`level: ${o.level}  preset: ${o.preset}  seed: ${o.seed}  hands: ${o.hands}  pace: ${o.speed}  window: 1280x800`);
  for (const chair of [true, false]) {
    const { bench, state, waits, toComparison } = await run(browser, server.url, o, chair);
    const sorted = [...bench.gaps].sort((a, b) => a - b);
    const mean = bench.gaps.reduce((a, b) => a + b, 0) / Math.max(1, bench.gaps.length);
    const fmt = (v) => v.toFixed(1);
    console.log(`expert in the chair ${chair ? 'on' : 'off'}:`);
    if (chair) {
      const d = state.duplicate;
      console.log(`  score sheet to the comparison, ms: ${toComparison.map((v) => v.toFixed(0)).join(', ')}`);
      console.log(`  the expert's game: ${d.decisions} decisions in ${d.expertHands} hands, ` +
                  `${fmt(d.busyMs)} ms thinking (${fmt(d.busyMs / Math.max(1, d.decisions))} ms a decision, ` +
                  `${fmt(d.busyMs / Math.max(1, d.expertHands))} ms a hand); the most it took of one frame: ` +
                  `${fmt(d.longestCallMs)} ms`);
      console.log(`  hands: ${d.hands.map((h) => `you ${h.you} / expert ${h.expert}`).join(', ')}`);
    }
    console.log(`  player's wait between turns, ms: median ${median(waits)}, longest ${Math.max(0, ...waits)}, turns ${waits.length}`);
    console.log(`  table bots: ${state.botDecisions} decisions, ${fmt(state.botMsTotal / Math.max(1, state.botDecisions))} ms wait each`);
    console.log(`  frames: ${bench.gaps.length}  ms between frames mean ${fmt(mean)}  p99 ${fmt(percentile(sorted, 0.99))}  ` +
                `max ${fmt(sorted[sorted.length - 1] ?? 0)}  over 50 ms: ${bench.gaps.filter((g) => g > 50).length}`);
  }
} catch (error) {
  console.error(`page-expert-chair: ${error.message}`);
  status = 1;
} finally {
  await browser.close();
  await server.close();
}
process.exit(status);

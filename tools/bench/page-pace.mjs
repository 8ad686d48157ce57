// page-pace: how long a player waits between their turns in the page, at each pace of the
// table, bots' thinking included, in headless Chromium (Debian's, through the end-to-end
// tests' playwright-core). A benchmark that prints figures, not a test: it asserts no timing.
//
// One hand per pace, the same deal for each, played as a person would: the first cards
// passed, then at each turn the first legal card clicked as soon as the table is at rest
// (the test hook says idle, the player to play). The wait is the wall time from a click to
// the next turn at rest; the hand's time runs from the first card played to the score sheet.
//
// Usage (after scripts/build-wasm.sh and scripts/install-deps.sh --npm):
//   node tools/bench/page-pace.mjs [--level expert] [--seed 5] [--preset standard]
//                                  [--speeds relaxed,normal,quick]
import { launchBrowser, serveSite, openView, waitForStart, readState, waitForState, press,
         button } from '../../tests/e2e/lib.mjs';

function options(argv) {
  const o = { level: 'expert', seed: '5', preset: 'standard', speeds: 'relaxed,normal,quick' };
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i].replace(/^--/, '');
    if (!(key in o) || i + 1 >= argv.length) {
      console.error(`page-pace: unknown or incomplete option ${argv[i]}`);
      process.exit(2);
    }
    o[key] = argv[++i];
  }
  return o;
}

const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const ready = (s) => s.stage === 'playing' && s.toMove === 0 && s.idle && s.cards.some((c) => c.legal);

async function playHand(browser, o, speed) {
  const view = { name: 'pace', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, input: 'mouse' };
  const { context, page } = await openView(browser, view);
  try {
    await page.goto(`${o.url}?seed=${o.seed}&preset=${o.preset}&level=${o.level}&speed=${speed}`);
    const loaded = await waitForStart(page);
    if (loaded.state !== 'running') throw new Error(`the page did not start: ${loaded.error}`);
    const passing = await waitForState(page, 'the pass', (s) => s.stage === 'passing' && s.idle, 30000);
    for (const card of passing.cards.slice(0, passing.passCount).map((c) => c.card)) {
      const s = await readState(page);
      await press(page, view, s.cards.find((c) => c.card === card));
    }
    const chosen = await waitForState(page, 'Pass enabled',
                                      (s) => s.buttons.some((b) => b.id === 'pass' && b.enabled));
    await press(page, view, button(chosen, 'pass'));
    const waits = [];
    let clickedAt = 0;
    let firstCardAt = 0;
    for (;;) {
      const s = await waitForState(page, 'the player\'s turn or the hand\'s end',
                                   (t) => ready(t) || t.stage === 'hand_summary', 60000);
      const now = Date.now();
      if (s.stage === 'hand_summary') return { waits, handMs: now - firstCardAt, bot: s };
      if (clickedAt) waits.push(now - clickedAt);
      clickedAt = Date.now();
      if (!firstCardAt) firstCardAt = clickedAt;
      await press(page, view, s.cards.find((c) => c.legal));
      await waitForState(page, 'the card to leave the hand', (t) => !ready(t), 10000);
    }
  } finally {
    await context.close();
  }
}

const o = options(process.argv.slice(2));
const server = await serveSite();
const browser = await launchBrowser();
o.url = server.url;
try {
  console.log(`page-pace: level ${o.level}, seed ${o.seed}, ${o.preset}; wall ms between the player's turns`);
  console.log('| pace | median | shortest | longest | turns | hand (first card to score sheet) | bots\' thinking per decision |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const speed of o.speeds.split(',')) {
    const r = await playHand(browser, o, speed);
    const think = r.bot.botDecisions ? (r.bot.botMsTotal / r.bot.botDecisions).toFixed(0) : '-';
    console.log(`| ${speed} | ${median(r.waits)} | ${Math.min(...r.waits)} | ${Math.max(...r.waits)} | ` +
                `${r.waits.length} | ${(r.handMs / 1000).toFixed(1)} s | ${think} ms |`);
  }
} finally {
  await browser.close();
  await server.close();
}

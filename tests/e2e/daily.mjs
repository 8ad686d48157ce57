// The daily deal played to its end in headless Chromium, as a person would, on the desktop
// (mouse) and on a phone (touch), with the browser's clock set to 2026-11-28 12:00 UTC: the
// Daily deal button on the first screen, four hands against expert opponents, and after each
// hand the expert in the player's chair beside the player on the score sheet; at the end the
// result against par, the statistics' daily page with its streak (also after a reload), a
// second try marked as a replay, and the share: the text (date, score, par, one symbol a hand,
// the link) on the clipboard on the desktop and through the system's share sheet on the phone,
// a link that holds the date and never the cards. The link opened in a fresh browser context
// deals the same hands. Screenshots of each step go to the artifacts folder.
//
// Usage: node tests/e2e/daily.mjs    (after the wasm build; see lib.mjs for settings)
import { runViews, openView, waitForStart, screenshot, readState,
         Failure, waitForState, press, button, pressButton, passFirstCards,
         playFirstLegal } from './lib.mjs';

const DAY = '2026-11-28';
const NOON = new Date(`${DAY}T12:00:00Z`);
const VIEWS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, input: 'mouse' },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2,
    isMobile: true, hasTouch: true, input: 'touch' },
];

async function open(browser, view, url, { shareSheet = false } = {}) {
  const opened = await openView(browser, view);
  await opened.context.clock.setFixedTime(NOON);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  if (shareSheet) {
    // The system's share sheet, as a phone's browser offers it: what it was handed is kept.
    await opened.context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data) => {
          window.sheetShared = data;
          return Promise.resolve();
        },
      });
    });
  }
  await opened.page.goto(url);
  const loaded = await waitForStart(opened.page);
  if (loaded.state !== 'running') throw new Failure(`the page did not start: ${loaded.error}`);
  await waitForState(opened.page, 'the deal', (s) => s.cards.length > 0, 30000);
  return opened;
}

async function playToScoreSheet(page, view) {
  const deadline = Date.now() + 240000;
  while (Date.now() < deadline) {
    const s = await readState(page);
    if (s.scoreSheet && (s.stage === 'hand_summary' || s.stage === 'game_over')) return s;
    if (s.moonChoice) await pressButton(page, view, 'moon_add');
    else if (s.stage === 'passing' && s.idle) await passFirstCards(page, view);
    else if (s.stage === 'playing' && s.toMove === 0 && s.idle && s.cards.some((c) => c.legal)) await playFirstLegal(page, view);
    else await page.waitForTimeout(50);
  }
  throw new Failure('the hand did not end within 4 minutes');
}

const sheetText = (s) => (s.sheet || []).join(' | ');

// A line of a view's report (the views play at the same time: runViews holds each view's
// lines and prints them together).
const say = (_view, line) => console.log(line);

// The score sheet after hand `n`, once the expert in the player's chair has played it too: the
// player's points and the expert's, as the game counted them, in the sheet's words.
async function checkComparison(page, view, n) {
  const s = await waitForState(page, `the expert's hand ${n} on the score sheet`,
                               (st) => st.scoreSheet && st.expertChair && !st.expertChair.pending &&
                                       st.expertChair.hands.length === n && st.idle, 120000);
  const h = s.expertChair.hands[n - 1];
  const words = `Hand ${n}: you ${h.you} \u00b7 the expert in your chair ${h.expert}`;
  if (!sheetText(s).includes(words)) throw new Failure(`the sheet does not say "${words}": ${sheetText(s)}`);
  if (h.you < h.expert && !sheetText(s).includes('you did better')) {
    throw new Failure(`the player did better in hand ${n} and the sheet does not say so: ${sheetText(s)}`);
  }
  if (n > 1 && !sheetText(s).includes(`Over ${n} hands: you `)) {
    throw new Failure(`no running difference after hand ${n}: ${sheetText(s)}`);
  }
  say(view, `  hand ${n}: you ${h.you}, the expert in your chair ${h.expert}`);
  return s;
}

async function playDaily(page, view) {
  let s;
  for (let n = 1; n <= 4; ++n) {
    await playToScoreSheet(page, view);
    s = await checkComparison(page, view, n);
    if (n === 1) await screenshot(page, `daily-${view.name}-hand-1`);
    if (n < 4) {
      await pressButton(page, view, 'continue', 'next hand');
      await waitForState(page, `hand ${n + 1}`, (st) => st.handNumber === n + 1 && !st.scoreSheet);
    }
  }
  if (s.stage !== 'game_over') throw new Failure(`after four hands the stage is ${s.stage}`);
  return s;
}

async function firstView(browser, server, view) {
  const { context, page, problems } = await open(browser, view, `${server.url}?speed=fast`,
                                                 { shareSheet: view.input === 'touch' });
  try {
    // The first screen offers the daily deal.
    let s = await waitForState(page, 'the Daily deal button', (st) => button(st, 'daily_table') && st.idle);
    await screenshot(page, `daily-${view.name}-first-screen`);

    // The expert in the chair turned off in the Options: kept in the settings; a daily deal,
    // whose par it is, has it all the same.
    await pressButton(page, view, 'menu');
    await pressButton(page, view, 'tab:options', 'Options');
    await pressButton(page, view, 'setting:expert_in_chair=off', 'the expert in your chair: off');
    await waitForState(page, 'the expert in the chair off', (st) => st.expertChair && !st.expertChair.on && st.idle);
    const settings = JSON.parse(await page.evaluate(() => localStorage.getItem('hearts.settings')));
    if (settings.expert_in_chair !== false) throw new Failure(`the setting is kept as ${JSON.stringify(settings)}`);
    await screenshot(page, `daily-${view.name}-options`);
    await pressButton(page, view, 'tab:game', 'Game');
    await pressButton(page, view, 'menu_close', 'Resume');
    s = await waitForState(page, 'the Daily deal button', (st) => button(st, 'daily_table') && st.idle && !st.menu);
    await press(page, view, button(s, 'daily_table'));
    s = await waitForState(page, "today's daily deal", (st) => st.daily && st.handNumber === 1 &&
                                                              st.cards.length === 13, 20000);
    if (s.daily.date !== DAY || !s.daily.onTheDay) throw new Failure(`the daily deal is ${JSON.stringify(s.daily)}`);
    if (s.level !== 'expert' || s.preset !== 'daily') throw new Failure(`played at ${s.level}, ${s.preset}`);
    if (!s.expertChair || !s.expertChair.on) throw new Failure('the daily deal has no expert in the chair');
    if (button(s, 'hint') || button(s, 'undo')) throw new Failure('hint or undo offered in a daily deal');
    const firstHand = s.cards.map((c) => c.card).sort().join(' ');
    const seed = s.seed;

    const end = await playDaily(page, view);
    const you = end.expertChair.hands.reduce((a, h) => a + h.you, 0);
    const par = end.expertChair.hands.reduce((a, h) => a + h.expert, 0);
    if (you !== end.scores[0]) throw new Failure(`the hands add up to ${you}, the score is ${end.scores[0]}`);
    const diff = you - par;
    const verdict = diff < 0 ? `(${-diff} better)` : diff > 0 ? `(${diff} worse)` : '(level with par)';
    const result = `Daily deal ${DAY}: ${you}, par ${par} ${verdict}`;
    if (!sheetText(end).includes(result)) throw new Failure(`the last sheet does not say "${result}": ${sheetText(end)}`);
    if (!sheetText(end).includes('Your result of the day')) throw new Failure(`not counted: ${sheetText(end)}`);
    await screenshot(page, `daily-${view.name}-result`);
    say(view, `  ${result}`);

    // The review walks the expert's play of a hand as it walks the player's.
    const reviewButton = (x) => x.buttons.find((b) => b.id.startsWith('review:') && b.enabled);
    await press(page, view, reviewButton(await waitForState(page, 'the Review button', reviewButton)));
    await pressButton(page, view, 'review_who:expert', 'the expert in your chair');
    for (let i = 0; i < 4; ++i) await pressButton(page, view, 'review_next', 'Next');
    const review = await waitForState(page, "the expert's play in the review",
                                      (x) => x.overlay === 'review' && x.idle &&
                                             x.sheet.some((t) => /^Trick [0-9]+ of 13/.test(t)));
    if (!review.sheet.includes('Expert')) throw new Failure(`the review shows no expert: ${sheetText(review)}`);
    await screenshot(page, `daily-${view.name}-review-expert`);
    await pressButton(page, view, 'close');
    await waitForState(page, 'the score sheet again', (x) => x.overlay === 'none' && x.scoreSheet);

    // Share: the text and a link with the date and nothing of the cards.
    await pressButton(page, view, 'share');
    const shared = await page.waitForFunction(() => window.heartsSharedText, null, { timeout: 5000 })
      .then((h) => h.jsonValue());
    const lines = shared.split('\n');
    const symbols = [...lines[1]];
    const expected = end.expertChair.hands.map((h) => (h.you < h.expert ? '\u{1F7E9}' : h.you === h.expert ? '\u{1F7E8}' : '\u{1F7E5}'));
    if (lines[0] !== `Hearts \u00b7 ${result}` || symbols.join('') !== expected.join('') || lines.length !== 3) {
      throw new Failure(`shared text:\n${shared}`);
    }
    const link = new URL(lines[2]);
    if ([...link.searchParams.keys()].join() !== 'daily' || link.searchParams.get('daily') !== DAY) {
      throw new Failure(`the link carries more than the date: ${link}`);
    }
    if (lines[2].toLowerCase().includes(seed) || /[0-9AKQJT][CDHS]\b/.test(link.search)) {
      throw new Failure(`the link reveals the deal: ${link}`);
    }
    if (view.input === 'touch') {
      const sheet = await page.evaluate(() => window.sheetShared);
      if (!sheet || sheet.text !== shared) throw new Failure(`the share sheet got ${JSON.stringify(sheet)}`);
      say(view, '  shared through the system share sheet');
    } else {
      const clip = await page.evaluate(() => navigator.clipboard.readText());
      if (clip !== shared) throw new Failure(`the clipboard holds ${JSON.stringify(clip)}`);
      say(view, '  shared text on the clipboard');
    }
    await screenshot(page, `daily-${view.name}-shared`);

    // The statistics' daily page: the day, the streak; the same after a reload.
    const checkStats = async (when) => {
      await pressButton(page, view, 'menu');
      await pressButton(page, view, 'statistics');
      await pressButton(page, view, 'stats_tab:daily', 'daily tab');
      const st = await waitForState(page, 'the daily statistics',
                                    (x) => x.overlay === 'statistics' && sheetText(x).includes(result));
      if (!/Streak \| 1\b/.test(sheetText(st)) && !sheetText(st).includes('Streak | 1')) {
        throw new Failure(`the streak is not 1 ${when}: ${sheetText(st)}`);
      }
      await screenshot(page, `daily-${view.name}-statistics-${when}`);
      if (when === 'after') {
        // The games at this level and rules: the points against the expert in the chair.
        await pressButton(page, view, 'stats_tab:games', 'games tab');
        const games = await waitForState(page, 'the games statistics',
                                         (x) => x.overlay === 'statistics' && sheetText(x).includes('Vs the expert'));
        const perHand = (you - par) / 4;
        const at = games.sheet.indexOf('Vs the expert, a hand');
        const shown = Number.parseFloat(games.sheet[at + 1] || '');
        if (!(Math.abs(shown - perHand) <= 0.051)) {
          throw new Failure(`${games.sheet[at + 1]} against the expert, not ${perHand} a hand: ${sheetText(games)}`);
        }
        await screenshot(page, `daily-${view.name}-statistics-games`);
      }
      await pressButton(page, view, 'close');
      say(view, `  statistics ${when}: ${sheetText(st).slice(0, 140)}`);
    };
    await checkStats('after');
    await page.reload();
    await waitForStart(page);
    await waitForState(page, 'the game after the reload', (x) => x.daily && x.stage === 'game_over', 30000);
    await checkStats('reloaded');

    // A second try of the day is a replay.
    await pressButton(page, view, 'menu');
    await pressButton(page, view, 'daily');
    const replay = await waitForState(page, 'the replay', (x) => x.daily && x.handNumber === 1 &&
                                      x.stage !== 'game_over' &&
                                      x.notices.some((n) => n.includes('this is a replay')));
    if (replay.cards.map((c) => c.card).sort().join(' ') !== firstHand) throw new Failure('the replay deals other cards');
    say(view, '  a second try is a replay, with the same cards');
    if (problems.length) throw new Failure(`errors on the page:\n    ${problems.join('\n    ')}`);
    return { link: link.toString(), firstHand, seed };
  } catch (error) {
    await screenshot(page, `daily-${view.name}-failed`).catch(() => {});
    throw error;
  } finally {
    await context.close();
  }
}

// The shared link in a fresh context (no storage): the same deal, today's, counted.
async function linkView(browser, view, link, first) {
  const { context, page, problems } = await open(browser, view, link);
  try {
    const s = await waitForState(page, 'the daily deal from the link', (st) => st.daily && st.cards.length === 13, 20000);
    if (s.daily.date !== DAY) throw new Failure(`the link dealt ${JSON.stringify(s.daily)}`);
    if (s.cards.map((c) => c.card).sort().join(' ') !== first.firstHand || s.seed !== first.seed) {
      throw new Failure('the link deals other cards');
    }
    await screenshot(page, `daily-${view.name}-from-link`);
    say(view, `  the link ${link} deals the same hand in a fresh context`);
    if (problems.length) throw new Failure(`errors on the page:\n    ${problems.join('\n    ')}`);
  } finally {
    await context.close();
  }
}

// The two views play at the same time, each in its own browser context (its own storage and
// clipboard permissions; only the desktop's share reaches the clipboard, the phone's goes to
// its share sheet). Most of a view's time is the expert in the player's chair, which thinks
// only in the spare time of each frame, so a second view uses processor time the first
// leaves idle.
await runViews('daily', VIEWS, async (browser, server, view) => {
  console.log(`${view.name} ${view.viewport.width}x${view.viewport.height}:`);
  try {
    const first = await firstView(browser, server, view);
    await linkView(browser, view, first.link, first);
    return true;
  } catch (e) {
    if (!(e instanceof Failure)) throw e;
    console.error(`  FAILED: ${e.message}`);
    return false;
  }
});

// The features that help a player learn from a game, used in headless Chromium as a person
// would, on the desktop (mouse and keyboard) and on a phone (touch): ask for a hint on the pass
// and on a play, see the analysis after the hand (in the order of play), take back a play, look
// at the last trick, open the played-cards tracker (its words checked against the cards played,
// its use counted as an assist), step through a finished hand's review (who led, the order of
// play, the expert's note at a costly card), save the game as a real download and
// open it in a fresh page through the real file picker (and a damaged file, which is refused
// with the game kept), open a shared link that deals the same cards (and, opened again over
// that game in progress, goes on with it without asking), and find the statistics
// still there after a reload. Screenshots of each go to the artifacts folder.
//
// Usage: node tests/e2e/learn.mjs    (after the wasm build; see lib.mjs for settings)
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, serveSite, openView, waitForStart, screenshot, readState, artifactDir,
         Failure, waitForState, press, button, inView, pressButton, passFirstCards,
         playFirstLegal, atOnce } from './lib.mjs';

const VIEWS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, input: 'mouse' },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3,
    isMobile: true, hasTouch: true, input: 'touch' },
];
// A short game: it ends once someone has 10 points, most likely after the first hand.
const SHORT_RULES = encodeURIComponent(JSON.stringify({ target_score: 10, tie: 'shared_win' }));

async function start(page, url) {
  await page.goto(url);
  const loaded = await waitForStart(page);
  if (loaded.state !== 'running') throw new Failure(`the page did not start: ${loaded.error}`);
  return waitForState(page, 'the deal', (s) => s.cards.length > 0, 30000);
}

async function playToScoreSheet(page, view) {
  for (let i = 0; i < 200; ++i) {
    const s = await readState(page);
    if (s.scoreSheet) return s;
    if (s.moonChoice) await pressButton(page, view, 'moon_add');
    else if (s.stage === 'passing' && s.idle) await passFirstCards(page, view);
    else if (s.stage === 'playing' && s.toMove === 0 && s.idle && s.cards.some((c) => c.legal)) await playFirstLegal(page, view);
    else await page.waitForTimeout(50);
  }
  return waitForState(page, 'the score sheet', (s) => s.scoreSheet, 60000);
}

// ? on the desktop, the Hint button on the phone; returns the state once the hint is ready.
async function askHint(page, view, what) {
  if (view.input === 'mouse') await page.keyboard.press('?');
  else await pressButton(page, view, 'hint');
  const s = await waitForState(page, `the hint on ${what}`, (st) => st.hint && st.hint.ready, 20000);
  await waitForState(page, 'the hint drawn', (st) => st.idle && st.hint && st.hint.ready);
  if (!s.message.startsWith('Hint: ')) throw new Failure(`the status line says "${s.message}" with a hint up`);
  return s;
}

async function hintOnPass(page, view) {
  await waitForState(page, 'passing', (s) => s.stage === 'passing' && s.idle);
  const s = await askHint(page, view, 'the pass');
  const marked = s.cards.filter((c) => c.hintBest).map((c) => c.card);
  if (marked.length !== s.passCount) throw new Failure(`the hint marks ${marked} for a pass of ${s.passCount}`);
  await screenshot(page, `learn-${view.name}-hint-pass`);
  console.log(`  hint on the pass: "${s.message}" (${s.hint.playouts} playouts, ${Math.round(s.hint.thinkMs)} ms)`);
}

// At the player's first play with a choice: every legal card shows its expected points.
async function hintOnPlay(page, view) {
  for (let i = 0; i < 13; ++i) {
    const s = await waitForState(page, "the player's turn",
                                 (st) => st.stage === 'playing' && st.toMove === 0 && st.idle &&
                                         st.cards.some((c) => c.legal), 60000);
    if (s.cards.filter((c) => c.legal).length > 1) break;
    await playFirstLegal(page, view);
  }
  const s = await askHint(page, view, 'a play');
  const legal = s.cards.filter((c) => c.legal);
  if (legal.some((c) => typeof c.hint !== 'number') || s.cards.some((c) => !c.legal && c.hint !== null)) {
    throw new Failure(`hint points on the cards: ${JSON.stringify(s.cards.map((c) => [c.card, c.legal, c.hint]))}`);
  }
  const best = legal.filter((c) => c.hintBest);
  const lowest = Math.min(...legal.map((c) => c.hint));
  // The expert's choice is the cheapest card unless the hint says why not: the hand can end the
  // game (winning it counts too), a moon it guards against, cheaper cards that need a try for
  // the moon.
  const why = (s.hint.gameAtStake && s.message.includes('this hand can end the game')) ||
              / guards against .*'s moon|cheaper only with a try for the moon/.test(s.message);
  if (best.length === 0 || (!why && best.some((c) => Math.abs(c.hint - lowest) > 1e-9))) {
    throw new Failure(`the marked card is not the one with the fewest expected points: "${s.message}" ${JSON.stringify(legal)}`);
  }
  if (s.hints !== 2) throw new Failure(`hints counted ${s.hints}, expected 2`);
  await screenshot(page, `learn-${view.name}-hint-play`);
  console.log(`  hint on a play: "${s.message}"; ${legal.map((c) => `${c.card} ${c.hint.toFixed(1)}`).join(', ')} ` +
              `(${s.hint.playouts} playouts, ${Math.round(s.hint.thinkMs)} ms)`);
}

async function undoAndLastTrick(page, view) {
  await hintOnPass(page, view);
  await passFirstCards(page, view);
  // A whole trick first, so there is a last trick to look at.
  await playFirstLegal(page, view);
  await waitForState(page, 'the first trick taken', (s) => s.tricksPlayed >= 1 && s.table.length === 0 && s.idle, 30000);
  await hintOnPlay(page, view);
  const played = await playFirstLegal(page, view);
  const before = await readState(page);
  if (!before.canUndo) throw new Failure('undo is not offered after a play');
  await pressButton(page, view, 'undo');
  const after = await waitForState(page, `${played} back in the hand`,
                                   (s) => s.cards.some((c) => c.card === played) && s.toMove === 0);
  if (after.undos !== 1) throw new Failure(`undos counted ${after.undos}, expected 1`);
  await screenshot(page, `learn-${view.name}-undo`);
  console.log(`  undo: ${played} taken back (${before.cards.length} -> ${after.cards.length} cards)`);

  const pile = after.buttons.find((b) => b.id.startsWith('last_trick'));
  if (!pile) throw new Failure('no pile of won tricks to tap');
  await press(page, view, pile);
  const open = await waitForState(page, 'the last trick', (s) => s.overlay === 'last_trick');
  if (!open.sheet.includes('Last trick')) throw new Failure(`last trick sheet says ${open.sheet}`);
  await screenshot(page, `learn-${view.name}-last-trick`);
  await pressButton(page, view, 'close');
  await waitForState(page, 'the last trick closed', (s) => s.overlay === 'none');
  if (view.input === 'mouse') {
    await page.keyboard.press('t');
    await waitForState(page, 'T to open the last trick', (s) => s.overlay === 'last_trick');
    await page.keyboard.press('t');
    await waitForState(page, 'T to close it', (s) => s.overlay === 'none');
  }
  console.log(`  last trick: ${open.sheet.filter((t) => t.includes('trick')).join(' / ')}`);
  await tracker(page, view);
}

const RANK_WORDS = { T: '10', J: 'jack', Q: 'queen', K: 'king', A: 'ace' };
const SUITS = [['C', 'Clubs'], ['D', 'Diamonds'], ['S', 'Spades'], ['H', 'Hearts']];

// The tracker's sentence on a suit, as the game's words put it, from card names ("QS").
function trackerLine(suit, name, played, yours) {
  const RANKS = '23456789TJQKA';
  const words = (cards) => {
    const ranks = cards.filter((c) => c[1] === suit).map((c) => c[0])
        .sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b)).map((r) => RANK_WORDS[r] || r);
    if (ranks.length === 0) return 'none';
    return ranks.length === 1 ? ranks[0] : `${ranks.slice(0, -1).join(', ')} and ${ranks.at(-1)}`;
  };
  const out = [...RANKS].map((r) => r + suit).filter((c) => !played.includes(c) && !yours.includes(c));
  return `${name}: played ${words(played)}; yours ${words(yours.filter((c) => !played.includes(c)))}; ` +
         `still out ${words(out)}`;
}

// The played-cards tracker, by its button (and W on the desktop): what it says matches the
// cards played so far, and opening it counts as an assist once in the hand.
async function tracker(page, view) {
  const before = await waitForState(page, 'the table', (s) => s.overlay === 'none' && s.idle);
  if (before.tracker !== 0) throw new Failure(`the tracker counted ${before.tracker} before it was opened`);
  const hintsBefore = before.hints;
  await pressButton(page, view, 'tracker', 'Cards');
  const s = await waitForState(page, 'the tracker', (st) => st.overlay === 'tracker' && st.idle);
  if (s.tracker !== 1) throw new Failure(`the tracker counted ${s.tracker} times after opening it once`);
  if (s.hints !== hintsBefore) throw new Failure('opening the tracker counted a hint');
  if (s.played.length !== 4 * s.tricksPlayed + s.table.length) {
    throw new Failure(`${s.played.length} cards played after ${s.tricksPlayed} tricks and ${s.table.length} on the table`);
  }
  if (!s.played.includes('2C')) throw new Failure(`the 2♣ that led is not among the played: ${s.played}`);
  for (const t of s.table) {
    if (!s.played.includes(t.card)) throw new Failure(`${t.card} on the table is not among the played`);
  }
  const yours = s.cards.map((c) => c.card);
  // Drawn: each suit's counts; read out in the mirror: each suit's ranks in words.
  const heard = await page.locator('#mirror-sheet li').allTextContents();
  for (const [suit, name] of SUITS) {
    const gone = s.played.filter((c) => c[1] === suit).length;
    const mine = yours.filter((c) => c[1] === suit).length;
    const counts = `${gone} played · ${mine} yours · ${13 - gone - mine} out`;
    if (!s.sheet.includes(counts)) throw new Failure(`the tracker does not show "${counts}" for ${name}: ${s.sheet}`);
    const line = trackerLine(suit, name, s.played, yours);
    if (!heard.includes(line)) throw new Failure(`the mirror does not read "${line}": ${heard.join(' | ')}`);
  }
  await screenshot(page, `learn-${view.name}-tracker`);
  if (view.input === 'mouse') {
    await page.keyboard.press('w');
    await waitForState(page, 'W to close the tracker', (st) => st.overlay === 'none');
    await page.keyboard.press('w');
    await waitForState(page, 'W to open it again', (st) => st.overlay === 'tracker');
  }
  await pressButton(page, view, 'close');
  const after = await waitForState(page, 'the tracker closed', (st) => st.overlay === 'none');
  if (after.tracker !== 1) throw new Failure(`opened again in the same hand, the tracker counted ${after.tracker}`);
  console.log(`  tracker: ${s.played.length} cards played; "${heard.find((l) => l.startsWith('Hearts:'))}"`);
}

// The score sheet after the hand: the analysis shows its progress, then its verdict.
async function analysis(page, view) {
  await playToScoreSheet(page, view);
  const s = await waitForState(page, 'the analysis', (st) => st.analysis && st.analysis.done && st.idle, 60000);
  const text = s.sheet.join('\n');
  if (!text.includes('Your decisions, as the expert sees them')) throw new Failure(`no analysis on the sheet: ${s.sheet}`);
  const verdict = s.analysis.costly.length === 0 ? 'No costly decisions' : 'was better by';
  if (!text.includes(verdict)) throw new Failure(`the analysis does not say "${verdict}": ${s.sheet}`);
  // Listed in the order of play: the pass first, then by trick.
  const order = s.sheet.filter((t) => /^(Pass|Trick \d+):/.test(t))
      .map((t) => (t.startsWith('Pass') ? 0 : Number(t.match(/^Trick (\d+)/)[1])));
  if (order.some((n, i) => i > 0 && n <= order[i - 1])) {
    throw new Failure(`the analysis is not in the order of play: ${order}`);
  }
  await screenshot(page, `learn-${view.name}-analysis`);
  console.log(`  analysis: ${s.analysis.judged} decisions judged in ${Math.round(s.analysis.thinkMs)} ms; ` +
              `${s.sheet.filter((t) => t.startsWith('Trick') || t.startsWith('Pass') || t.startsWith('No costly')).join(' / ')}`);
}

async function review(page, view) {
  await analysis(page, view);
  const costly = (await readState(page)).analysis.costly;
  await pressButton(page, view, 'review:1', 'Review');
  let s = await waitForState(page, 'the review', (st) => st.overlay === 'review');
  if (!s.sheet.includes('The deal')) throw new Failure(`review starts with ${s.sheet}`);
  const marks = costly.length === 0 ? 'finds no costly decision' : `marks ${costly.length} decision`;
  if (!s.sheet.some((t) => t.includes(marks))) throw new Failure(`the review's deal does not say "${marks}": ${s.sheet}`);
  for (let i = 0; i < 6; ++i) await pressButton(page, view, 'review_next', 'Next');
  s = await waitForState(page, 'trick 5', (st) => st.sheet.some((t) => t.startsWith('Trick 5 of 13')));
  // Who led it, and the order of play: a line, and each seat's place by its name.
  const led = s.sheet.find((t) => / led .*, then /.test(t));
  if (!led) throw new Failure(`the review does not say who led trick 5: ${s.sheet}`);
  for (const word of ['led', '2nd', '3rd', '4th']) {
    if (!s.sheet.includes(word)) throw new Failure(`the review does not mark the ${word} card: ${s.sheet}`);
  }
  await screenshot(page, `learn-${view.name}-review`);
  await pressButton(page, view, 'review_back', 'Back');
  await waitForState(page, 'trick 4', (st) => st.sheet.some((t) => t.startsWith('Trick 4 of 13')));
  console.log(`  review: stepped to "${s.sheet.find((t) => t.startsWith('Trick'))}" (${led}) and back`);
  // The expert's note at each costly card: the better card and the points lost.
  const passes = s.passDirection !== 'none' ? 1 : 0;
  for (const d of costly) {
    const step = d.trick < 0 ? 1 : d.trick + 1 + passes;
    let at = await readState(page);
    const now = at.sheet.find((t) => /^Trick \d+ of 13/.test(t));
    let current = at.sheet.includes('The deal') ? 0 : at.sheet.some((t) => t.startsWith('The passes')) ? 1
                  : Number(now.match(/^Trick (\d+)/)[1]) + passes;
    while (current !== step) {
      await pressButton(page, view, current < step ? 'review_next' : 'review_back');
      const want = current < step ? current + 1 : current - 1;
      at = await waitForState(page, `review step ${want}`, (st) => st.sheet.some((t) =>
        (want === 1 && passes ? t.startsWith('The passes') : t.startsWith(`Trick ${want - passes} of 13`))));
      current = want;
    }
    const note = at.sheet.find((t) => t.startsWith('The expert: '));
    const points = `better by ${d.cost.toFixed(1)} point`;
    if (!note || !note.includes(points)) {
      throw new Failure(`no expert's note "${points}" at ${d.trick < 0 ? 'the pass' : `trick ${d.trick + 1}`}: ${at.sheet}`);
    }
    if (d === costly[0]) await screenshot(page, `learn-${view.name}-review-note`);
    console.log(`  review note at ${d.trick < 0 ? 'the pass' : `trick ${d.trick + 1}`}: "${note}"`);
  }
  await pressButton(page, view, 'close');
}

async function menuAction(page, view, id) {
  await pressButton(page, view, 'menu');
  await pressButton(page, view, 'tab:game', 'Game tab');
  await pressButton(page, view, id);
}

async function exportAndImport(browser, server, page, view, tmp) {
  const saved = await readState(page);
  const downloadPromise = page.waitForEvent('download');
  await menuAction(page, view, 'export');
  const download = await downloadPromise;
  const file = path.join(tmp, download.suggestedFilename());
  await download.saveAs(file);
  const record = JSON.parse(await readFile(file, 'utf8'));
  if (record.format !== 'hearts-record' || String(record.seed) !== saved.seed) {
    throw new Failure(`the download is not this game's record: ${JSON.stringify(record).slice(0, 120)}`);
  }
  console.log(`  saved ${download.suggestedFilename()}: ${record.actions.length} actions`);

  // A fresh page with another game opens the file through its file picker.
  const fresh = await openView(browser, view);
  try {
    await start(fresh.page, `${server.url}?seed=999&preset=standard&fast=1`);
    const chooserPromise = fresh.page.waitForEvent('filechooser');
    await menuAction(fresh.page, view, 'import');
    const chooser = await chooserPromise;
    await chooser.setFiles(file);
    const opened = await waitForState(fresh.page, 'the opened game', (s) => s.seed === saved.seed, 10000);
    for (const key of ['handNumber', 'handsPlayed', 'phase', 'undos']) {
      if (JSON.stringify(opened[key]) !== JSON.stringify(saved[key])) {
        throw new Failure(`opened game differs in ${key}: ${opened[key]} vs ${saved[key]}`);
      }
    }
    if (JSON.stringify(opened.scores) !== JSON.stringify(saved.scores)) {
      throw new Failure(`opened scores ${opened.scores} vs ${saved.scores}`);
    }
    await screenshot(fresh.page, `learn-${view.name}-opened`);
    // A damaged file is refused with the reason, and the game stays.
    const broken = path.join(tmp, 'broken.json');
    await writeFile(broken, (await readFile(file, 'utf8')).slice(0, 60));
    const again = fresh.page.waitForEvent('filechooser');
    await menuAction(fresh.page, view, 'import');
    await (await again).setFiles(broken);
    const refused = await waitForState(fresh.page, 'the refusal',
                                       (s) => s.notices.some((n) => n.includes('broken.json')), 10000);
    if (refused.seed !== saved.seed) throw new Failure('a damaged file replaced the game');
    await screenshot(fresh.page, `learn-${view.name}-refused`);
    if (fresh.problems.length > 0) throw new Failure(`errors on the page:\n    ${fresh.problems.join('\n    ')}`);
    console.log(`  opened in a fresh page: hand ${opened.handNumber}, scores ${opened.scores}; ` +
                `damaged file: "${refused.notices.find((n) => n.includes('broken.json'))}"`);
  } finally {
    await fresh.context.close();
  }
}

async function sharedLink(browser, page, view) {
  const state = await readState(page);
  await menuAction(page, view, 'share');
  const link = await page.waitForFunction(() => window.heartsSharedLink, null, { timeout: 5000 })
      .then((h) => h.jsonValue());
  if (!link.includes(`seed=${state.seed}`)) throw new Failure(`shared link ${link} lacks the seed`);
  const other = await openView(browser, view);
  try {
    const first = await start(other.page, link);
    const again = await openView(browser, view);
    try {
      const second = await start(again.page, link);
      const hand = (s) => s.cards.map((c) => c.card).join(' ');
      if (first.seed !== state.seed || hand(first) !== hand(second)) {
        throw new Failure(`the shared link dealt differently: ${hand(first)} / ${hand(second)}`);
      }
      console.log(`  shared link ${link.replace(/^.*\?/, '?')}: the same 13 cards twice`);
      // The link opened again where that very game is going on: it goes on, nothing asked.
      await passFirstCards(again.page, view);
      const going = await readState(again.page);
      const resumed = await start(again.page, link);
      await again.page.waitForTimeout(500);
      const after = await readState(again.page);
      if (after.overlay !== 'none' || after.seed !== going.seed || hand(after) !== hand(going) ||
          after.stage === 'passing') {
        throw new Failure(`the link over its own game: overlay ${after.overlay}, seed ${after.seed}, ` +
                          `stage ${after.stage}, hand ${hand(resumed)} (was ${hand(going)})`);
      }
      console.log('  the same link over its own game in progress: it goes on, nothing asked');
    } finally {
      await again.context.close();
    }
  } finally {
    await other.context.close();
  }
}

async function statistics(page, view) {
  for (let i = 0; i < 10; ++i) {
    const s = await playToScoreSheet(page, view);
    if (s.stage === 'game_over') break;
    await pressButton(page, view, 'continue', 'Next hand');
  }
  await waitForState(page, 'the end of the game', (s) => s.stage === 'game_over');
  // The deal has left the page's address once the game started, so a reload brings the
  // finished game back instead of dealing it again; the statistics stay.
  const seed = (await waitForState(page, 'the seed', (s) => s.seed !== undefined)).seed;
  await page.reload();
  await waitForStart(page);
  await waitForState(page, 'the finished game after the reload',
                     (s) => s.stage === 'game_over' && s.seed === seed, 30000);
  await menuAction(page, view, 'statistics');
  const stats = await waitForState(page, 'the statistics', (s) => s.overlay === 'statistics');
  const games = stats.sheet.find((t, i) => stats.sheet[i - 1] === 'Games');
  if (games !== '1') throw new Failure(`statistics after reload show ${games} games: ${stats.sheet}`);
  // The game in which the tracker was looked at is marked, as a learning aid.
  const tracked = stats.sheet.find((t, i) => stats.sheet[i - 1] === 'Tracker used');
  if (tracked !== 'in 1 game') throw new Failure(`the statistics say the tracker was used ${tracked}: ${stats.sheet}`);
  await screenshot(page, `learn-${view.name}-statistics`);
  console.log(`  statistics after a reload: ${stats.sheet.slice(1, 6).join(' | ')}`);
  if (stats.watchedShooter !== -1) {
    throw new Failure(`after one game the bots watch seat ${stats.watchedShooter} for moons`);
  }
  // Statistics that show a player often going for the moon: the bots watch it from the next
  // game on (here the game restored by a reload), and the statistics say so.
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('hearts.stats'));
    saved.moon_watch = { hands: 40, tries: 6 };
    localStorage.setItem('hearts.stats', JSON.stringify(saved));
  });
  await page.reload();
  await waitForStart(page);
  await waitForState(page, 'the bots to watch the player for moons', (s) => s.watchedShooter === 0, 30000);
  await menuAction(page, view, 'statistics');
  const watched = await waitForState(page, 'the statistics', (s) => s.overlay === 'statistics');
  const said = watched.sheet.join(' ');
  if (!said.includes('You went for the moon in 6 of your last 40 hands: medium, hard and expert watch for it')) {
    throw new Failure(`the statistics do not say the bots watch for moons: ${said}`);
  }
  console.log('  a player who often goes for the moon is watched, and told so');
}

function runView(browser, server, view, tmp) {
  return inView(browser, view, 'learn', async ({ page }) => {
    await start(page, `${server.url}?seed=21&rules=${SHORT_RULES}&level=random&fast=1`);
    await undoAndLastTrick(page, view);
    await review(page, view);
    await exportAndImport(browser, server, page, view, tmp);
    await sharedLink(browser, page, view);
    await statistics(page, view);
  });
}

const server = await serveSite();
const browser = await launchBrowser();
const tmp = await mkdtemp(path.join(os.tmpdir(), 'hearts-e2e-'));
let passed = true;
try {
  // The views at the same time (atOnce), each saving its files in a folder of its own.
  const results = await atOnce(VIEWS, async (view) => {
    const dir = path.join(tmp, view.name);
    await mkdir(dir);
    return runView(browser, server, view, dir);
  });
  passed = results.every((ok) => ok);
} finally {
  await browser.close();
  await server.close();
}
console.log(passed ? `learning features test passed; screenshots in ${artifactDir}`
                   : 'learning features test FAILED');
process.exit(passed ? 0 : 1);

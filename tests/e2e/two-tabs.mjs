// One game in one place: two pages of one Chromium context (two tabs of one browser, one
// localStorage). The second says the game is open in another window and saves nothing; Play
// here moves the game to it and the first stops and says so; what the second plays survives
// a reload, and the statistics keep the games finished in each tab. Screenshots of the
// notice at a desktop's and a phone's size go to the artifacts.
//
// Usage: node tests/e2e/two-tabs.mjs    (after the wasm build; see lib.mjs for settings)
import { launchBrowser, serveSite, watchErrors, waitForStart, waitForState, readState, pressButton,
         passFirstCards, playFirstLegal, screenshot, artifactDir, Failure } from './lib.mjs';

const VIEW = { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, input: 'mouse' };
// A short game: it ends once someone has 10 points, most likely after the first hand.
const SHORT_RULES = encodeURIComponent(JSON.stringify({ target_score: 10, tie: 'shared_win' }));

async function open(context, url, name) {
  const page = await context.newPage();
  const problems = watchErrors(page);
  await page.goto(url);
  const loaded = await waitForStart(page);
  if (loaded.state !== 'running') throw new Failure(`${name} did not start: ${loaded.error}`);
  await waitForState(page, `the table in ${name}`, (s) => s.cards.length > 0 || s.stage === 'game_over', 30000);
  return { page, problems, name };
}

// Plays the game in `tab` to its end (short rules: a hand or a few).
async function playToEnd({ page }) {
  for (let i = 0; i < 400; ++i) {
    const s = await readState(page);
    if (s.stage === 'game_over') return s;
    if (s.moonChoice) await pressButton(page, VIEW, 'moon_add');
    else if (s.scoreSheet && s.stage !== 'game_over' && s.buttons.some((b) => b.id === 'continue' && b.enabled))
      await pressButton(page, VIEW, 'continue', 'Next hand');
    else if (s.stage === 'passing' && s.idle) await passFirstCards(page, VIEW);
    else if (s.stage === 'playing' && s.toMove === 0 && s.idle && s.cards.some((c) => c.legal)) await playFirstLegal(page, VIEW);
    else await page.waitForTimeout(50);
  }
  return waitForState(page, 'the end of the game', (s) => s.stage === 'game_over', 60000);
}

// Whether the game saved as `now` is `before` or a later state of it: the same plays at the
// table, and the expert in the player's chair (which plays on behind the table, and is saved
// too) as far or further.
function sameOrLater(before, now) {
  const [was, is] = [JSON.parse(before), JSON.parse(now)];
  const expert = (r) => r.expert_in_chair?.actions ?? [];
  return JSON.stringify(was.actions) === JSON.stringify(is.actions) &&
         JSON.stringify(expert(is).slice(0, expert(was).length)) === JSON.stringify(expert(was));
}

// The player's turn, the bots done: nothing at the table moves until the player plays.
const playersTurn = (page) => waitForState(page, "the player's turn", (s) => s.stage === 'playing' && s.toMove === 0 && s.idle &&
                                                                          s.cards.some((c) => c.legal), 60000);

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(`hearts.${k}`), key);
const gamesCounted = async (page) => {
  const stats = JSON.parse((await stored(page, 'stats')) || '{"lines":[]}');
  return stats.lines.reduce((n, l) => n + l.games, 0);
};

async function run(server, browser) {
  const context = await browser.newContext({ viewport: VIEW.viewport, deviceScaleFactor: 1 });
  const a = await open(context, `${server.url}?seed=7&rules=${SHORT_RULES}&speed=fast`, 'tab A');
  // A finishes a game (counted), starts the next and plays in it.
  await playToEnd(a);
  await waitForState(a.page, 'the statistics saved', () => true);
  if (await gamesCounted(a.page) !== 1) throw new Failure(`A's finished game is not counted: ${await stored(a.page, 'stats')}`);
  await pressButton(a.page, VIEW, 'play_again', 'Play again');
  await passFirstCards(a.page, VIEW);
  await playFirstLegal(a.page, VIEW);
  await playersTurn(a.page);
  const savedByA = await stored(a.page, 'game');

  // B opens the same site: the game is open elsewhere, and B writes nothing.
  const b = await open(context, server.url, 'tab B');
  let sb = await waitForState(b.page, 'the notice in B', (s) => s.overlay === 'elsewhere' && s.buttons.some((x) => x.id === 'play_here'));
  if (!sb.sheet.some((t) => /open in another window/.test(t))) throw new Failure(`B says: ${sb.sheet.join(' | ')}`);
  await screenshot(b.page, 'two-tabs-desktop-elsewhere');
  await b.page.setViewportSize({ width: 390, height: 844 });
  await waitForState(b.page, 'the phone-sized notice', (s) => s.overlay === 'elsewhere' && s.idle);
  await screenshot(b.page, 'two-tabs-phone-elsewhere');
  await b.page.setViewportSize(VIEW.viewport);
  await b.page.waitForTimeout(500);
  if (!sameOrLater(savedByA, await stored(b.page, 'game')))
    throw new Failure(`B wrote over the saved game while deferring:\n${savedByA}\n${await stored(b.page, 'game')}`);
  console.log(`  B: "${sb.sheet[0]}"`);

  // A plays on; B's Play here takes the game as A saved it last, and A stops.
  await playFirstLegal(a.page, VIEW);
  await playersTurn(a.page);
  const lastByA = await stored(a.page, 'game');
  await pressButton(b.page, VIEW, 'play_here', 'Play here');
  sb = await waitForState(b.page, 'B playing', (s) => s.overlay === 'none');
  const sa = await waitForState(a.page, 'A stopped', (s) => s.overlay === 'elsewhere' && s.buttons.some((x) => x.id === 'play_here'));
  if (!sa.sheet.some((t) => /now being played in another window/.test(t))) throw new Failure(`A says: ${sa.sheet.join(' | ')}`);
  await screenshot(a.page, 'two-tabs-desktop-taken');
  if (!sameOrLater(lastByA, await stored(b.page, 'game'))) throw new Failure("B's Play here went back on A's plays");
  console.log(`  A: "${sa.sheet[0]}"`);

  // B finishes the game (counted with A's), then plays in the next; a reload keeps it.
  await playToEnd(b);
  if (await gamesCounted(b.page) !== 2) throw new Failure(`after B's game: ${await stored(b.page, 'stats')}`);
  await pressButton(b.page, VIEW, 'play_again', 'Play again');
  await passFirstCards(b.page, VIEW);
  const played = [await playFirstLegal(b.page, VIEW), await playFirstLegal(b.page, VIEW)];
  await playersTurn(b.page);
  const before = await stored(b.page, 'game');
  // A, stopped, writes nothing meanwhile.
  await a.page.waitForTimeout(1500);
  if (!sameOrLater(before, await stored(a.page, 'game'))) throw new Failure('A wrote after it stopped');
  await b.page.reload();
  await waitForStart(b.page);
  sb = await waitForState(b.page, "B's game after the reload", (s) => s.stage === 'playing' && s.overlay === 'none', 30000);
  for (const card of played)
    if (sb.cards.some((c) => c.card === card)) throw new Failure(`${card}, played in B, is back in the hand after a reload`);
  if (await gamesCounted(b.page) !== 2) throw new Failure(`after the reload: ${await stored(b.page, 'stats')}`);
  console.log(`  B after a reload: ${played.join(', ')} played, ${await gamesCounted(b.page)} games counted`);

  for (const tab of [a, b])
    if (tab.problems.length > 0) throw new Failure(`errors in ${tab.name}:\n    ${tab.problems.join('\n    ')}`);
  await context.close();
}

const server = await serveSite();
const browser = await launchBrowser();
let passed = false;
try {
  await run(server, browser);
  passed = server.errors.length === 0;
  if (!passed) console.error(`requests the site could not answer:\n  ${server.errors.join('\n  ')}`);
} catch (error) {
  if (!(error instanceof Failure)) throw error;
  console.error(`  FAILED: ${error.message}`);
} finally {
  await browser.close();
  await server.close();
}
console.log(passed ? `two tabs test passed; screenshots in ${artifactDir}` : 'two tabs test FAILED');
process.exit(passed ? 0 : 1);

// Plays a whole hand of the built web game in headless Chromium, as a person would: every
// input is a mouse click (desktop) or a finger tap (phone) on the canvas, at the places the
// game reports through window.heartsTest (read-only: card and button rectangles in CSS
// pixels). It checks that an idle table draws no frames, passes cards, tries one card the
// rules forbid and expects the reason on the table, plays legal cards until the hand ends,
// then checks the score sheet and that the page logged no errors. Screenshots of each stage go to HEARTS_E2E_ARTIFACTS.
//
// Usage: node tests/e2e/play-hand.mjs    (after the wasm build; see lib.mjs for settings)
import { waitForStart, screenshot, readState, Failure, waitForState, press, button, inView,
         runViews } from './lib.mjs';

const SEED = process.env.HEARTS_E2E_SEED ?? '7';
const HAND_TIMEOUT_MS = 180000;

const VIEWS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, input: 'mouse' },
  { name: 'phone', viewport: { width: 360, height: 640 }, deviceScaleFactor: 2,
    isMobile: true, hasTouch: true, input: 'touch' },
];

// While the game waits for the player and nothing moves, the page settles into drawing
// nothing (render on demand: an idle tab costs no CPU). What changes once without moving (a
// notice fading out, the expert in the chair done with its hand) draws a few frames, so the
// page has three windows of 1.5 s to show one with at most a frame; a page that keeps
// drawing shows none.
async function checkIdle(page) {
  const idle = await waitForState(page, 'the table to come to rest', (s) => s.idle, 10000);
  await page.waitForTimeout(300);
  const counts = [];
  for (let window = 0; window < 3; ++window) {
    const before = (await readState(page)).framesDrawn;
    await page.waitForTimeout(1500);
    counts.push((await readState(page)).framesDrawn - before);
    if (counts[counts.length - 1] <= 1) {
      console.log(`  idle: ${counts.join(', then ')} frames drawn in 1.5 s`);
      return;
    }
  }
  throw new Failure(`${counts.join(', ')} frames drawn in three windows of 1.5 s while idle (stage ${idle.stage})`);
}

async function passCards(page, view, state) {
  const chosen = state.cards.slice(0, state.passCount).map((c) => c.card);
  for (const card of chosen) {
    const current = await readState(page);
    await press(page, view, current.cards.find((c) => c.card === card));
    await waitForState(page, `${card} to be selected`,
                       (s) => s.cards.some((c) => c.card === card && c.selected));
  }
  const ready = await waitForState(page, 'the Pass button to be enabled',
                                   (s) => s.buttons.some((b) => b.id === 'pass' && b.enabled));
  await press(page, view, button(ready, 'pass'));
  const after = await waitForState(page, 'play to begin', (s) => s.stage === 'playing', 30000);
  const received = after.cards.filter((c) => c.received).map((c) => c.card);
  if (received.length !== state.passCount) {
    throw new Failure(`expected ${state.passCount} received cards marked, got [${received}]`);
  }
  console.log(`  passed ${chosen.join(' ')} ${state.passDirection}, received ${received.join(' ')}`);
}

// Clicks a card the rules forbid and expects the game to say why, without playing it.
async function tryIllegal(page, view, state) {
  const illegal = state.cards.find((c) => !c.legal);
  const before = state.cards.length;
  await press(page, view, illegal);
  const after = await waitForState(page, `a reason why ${illegal.card} may not be played`,
                                   (s) => s.message && s.message !== state.message, 5000);
  if (after.cards.length !== before) throw new Failure(`the illegal ${illegal.card} was played`);
  console.log(`  ${illegal.card} refused: "${after.message}"`);
  return after.message;
}

async function playHand(page, view) {
  const deadline = Date.now() + HAND_TIMEOUT_MS;
  let refusal = null;
  let plays = 0;
  while (Date.now() < deadline) {
    const state = await readState(page);
    if (state.scoreSheet) return { state, refusal, plays };
    if (state.moonChoice) {
      const add = button(state, 'moon_add');
      if (add) await press(page, view, add);
    } else if (state.stage === 'playing' && state.toMove === 0 && state.idle &&
               state.cards.some((c) => c.legal)) {
      if (!refusal && state.cards.some((c) => !c.legal)) {
        refusal = await tryIllegal(page, view, state);
        continue;
      }
      const card = state.cards.find((c) => c.legal);
      await press(page, view, card);
      await waitForState(page, `${card.card} to leave the hand`,
                         (s) => !s.cards.some((c) => c.card === card.card));
      plays += 1;
      if (plays === 6) await screenshot(page, `play-${view.name}-mid-hand`);
      continue;
    }
    await page.waitForTimeout(50);
  }
  throw new Failure(`the hand did not end within ${HAND_TIMEOUT_MS / 1000} s`);
}

function runView(browser, server, view) {
  return inView(browser, view, 'play', async ({ page }) => {
    await page.goto(`${server.url}?seed=${SEED}&preset=classic&level=random&fast=1`);
    const loaded = await waitForStart(page);
    if (loaded.state !== 'running') throw new Failure(`the page did not start: ${loaded.error}`);
    const first = await waitForState(page, 'the first deal', (s) => s.cards.length === 13, 30000);
    await screenshot(page, `play-${view.name}-deal`);
    await checkIdle(page);
    if (first.stage === 'passing') await passCards(page, view, first);
    await screenshot(page, `play-${view.name}-after-pass`);

    const { state, refusal, plays } = await playHand(page, view);
    const { file } = await screenshot(page, `play-${view.name}-score-sheet`);
    const total = state.scores.reduce((sum, v) => sum + v, 0);
    if (state.handsPlayed !== 1) throw new Failure(`score sheet after ${state.handsPlayed} hands, expected 1`);
    if (![26, 78, -26].includes(total)) {
      throw new Failure(`scores ${state.scores} add up to ${total}, not a hand's 26 points or a moon`);
    }
    if (!refusal) throw new Failure('never had an illegal card to try');
    // Every heart and the Q♠ lie on some seat's plate, and what each took adds up to its points.
    const taken = state.takenThisHand.flat().sort();
    if (taken.length !== 14 || !taken.includes('QS')) {
      throw new Failure(`the plates show [${taken}] taken, not the 13 hearts and the Q♠`);
    }
    state.takenThisHand.forEach((cards, seat) => {
      const points = cards.filter((c) => c.endsWith('H')).length + (cards.includes('QS') ? 13 : 0);
      if (state.scores[seat] !== points && !state.scores.some((v) => v === 26)) {
        throw new Failure(`seat ${seat}: ${points} points taken on its plate, ${state.scores[seat]} scored`);
      }
    });
    console.log(`  played ${plays} cards; scores ${state.scores.join(' ')}; ${file}`);
  });
}

await runViews('play-a-hand', VIEWS, runView);

// The daily deal in the desktop window under Xvfb, from the menu, played to its end with the
// mouse (through xdotool): the menu's Daily deal button, four hands against expert opponents
// with the expert in the player's chair compared after each hand, the result against par at
// the end, the Share button (the desktop puts the text and the command line that deals it
// again on the clipboard), and the statistics' daily page. What the window shows is read from
// the file the game writes with --state-file; a screenshot is saved at each step.
//
// Usage: node tests/app/desktop-daily.mjs PROGRAM ARTIFACT_DIR
// Exits 77 (skipped) when Xvfb, xdotool or the netpbm tools are not installed.
import { Failure, button, desktopTest, myTurn, sleep } from './desktop-window.mjs';

let w = null;  // the window, while the test runs
const sheetText = (s) => (s.sheet || []).join(' | ');

async function playToScoreSheet() {
  const until = Date.now() + 240000;
  while (Date.now() < until) {
    const s = w.readState();
    if (s && s.scoreSheet && (s.stage === 'hand_summary' || s.stage === 'game_over')) return s;
    if (s && s.stage === 'passing' && s.idle && !s.cards.some((c) => c.selected)) {
      for (const card of s.cards.slice(0, s.passCount)) {
        const now = await w.waitForState('the hand', (st) => st.idle);
        await w.click(now.cards.find((c) => c.card === card.card));
      }
      await w.pressButton('pass', 'Pass');
      await w.waitForState('play', (st) => st.stage !== 'passing', 60000);
    } else if (s && myTurn(s)) {
      await w.playFirstLegal(false);
    } else if (s && s.moonChoice && button(s, 'moon_add')) {
      await w.click(button(s, 'moon_add'), 'moon: +26 to the others');
    } else {
      await sleep(50);
    }
  }
  throw new Failure('the hand did not end within 4 minutes');
}

async function run(window) {
  w = window;
  await w.waitForState('the deal', (s) => s.stage === 'passing' && s.idle, 60000);
  w.findWindow();

  // The menu's daily deal: a game has begun here (cards passed), so the player is asked.
  let s = w.readState();
  for (const card of s.cards.slice(0, s.passCount)) {
    const now = await w.waitForState('the hand', (st) => st.idle);
    await w.click(now.cards.find((c) => c.card === card.card), `choose ${card.card}`);
  }
  await w.pressButton('pass', 'Pass');
  await w.waitForState('play', (st) => st.stage === 'playing' && st.idle, 60000);
  await w.pressButton('menu', 'Menu');
  s = await w.waitForState('the menu', (st) => st.menu && st.idle && button(st, 'daily'));
  const day = s.today;
  if (!sheetText(s).includes(`Daily deal ${day}`)) throw new Failure(`the menu says: ${sheetText(s)}`);
  w.screenshot('menu');
  await w.pressButton('daily', "Play today's daily deal");
  s = await w.waitForState('the question', (st) => st.overlay === 'confirm_daily' && st.idle);
  w.screenshot('confirm');
  await w.pressButton('daily_confirm', 'Play the daily deal');
  s = await w.waitForState('the daily deal', (st) => st.daily && st.handNumber === 1 && st.cards.length === 13 &&
                                                   st.stage === 'passing' && st.idle, 30000);
  // The day the menu named, or the next if the clock passed midnight (UTC) since.
  if (s.daily.date !== day && s.daily.date !== s.today) throw new Failure(`dealt ${JSON.stringify(s.daily)} on ${day}`);
  if (s.level !== 'expert') throw new Failure(`the daily deal is played at ${s.level}`);
  w.screenshot('deal');

  for (let n = 1; n <= 4; ++n) {
    await playToScoreSheet();
    s = await w.waitForState(`the expert's hand ${n}`, (st) => st.scoreSheet && st.expertChair &&
                           !st.expertChair.pending && st.expertChair.hands.length === n && st.idle, 120000);
    const h = s.expertChair.hands[n - 1];
    const words = `Hand ${n}: you ${h.you} \u00b7 the expert in your chair ${h.expert}`;
    if (!sheetText(s).includes(words)) throw new Failure(`the sheet does not say "${words}": ${sheetText(s)}`);
    console.log(`  ${words}`);
    if (n === 1) w.screenshot('hand-1');
    if (n < 4) {
      await w.pressButton('continue', 'Next hand');
      await w.waitForState(`hand ${n + 1}`, (st) => st.handNumber === n + 1 && !st.scoreSheet);
    }
  }
  if (s.stage !== 'game_over') throw new Failure(`after four hands the stage is ${s.stage}`);
  const you = s.expertChair.hands.reduce((a, h) => a + h.you, 0);
  const par = s.expertChair.hands.reduce((a, h) => a + h.expert, 0);
  const result = `Daily deal ${s.daily.date}: ${you}, par ${par}`;
  if (!sheetText(s).includes(result)) throw new Failure(`the sheet does not say "${result}": ${sheetText(s)}`);
  w.screenshot('result');
  await w.pressButton('share', 'Share');
  s = await w.waitForState('the share notice', (st) => st.notices.some((t) => t.startsWith('Copied: Daily deal')));
  const notice = s.notices.find((t) => t.startsWith('Copied: Daily deal'));
  if (!notice.includes(`hearts --daily ${s.daily.date}`)) throw new Failure(`the share says: ${notice}`);
  console.log(`  ${notice}`);

  await w.pressButton('menu', 'Menu');
  await w.pressButton('statistics', 'Statistics');
  await w.pressButton('stats_tab:daily', 'Daily deal');
  s = await w.waitForState('the daily statistics', (st) => st.overlay === 'statistics' && sheetText(st).includes(result));
  w.screenshot('statistics');
  console.log(`  ${result}; statistics: ${sheetText(s).slice(0, 120)}`);
}

await desktopTest('desktop-daily', ['--seed', '5', '--speed', 'fast', '--level', 'random'], run);

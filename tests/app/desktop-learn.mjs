// The desktop window under Xvfb, used as a person would with the mouse and the keyboard (through
// xdotool): ask for a hint on the pass (?) and on a play, take a play back with the Undo
// button, open the played-cards tracker with its button and close it with W, see the analysis
// on the score sheet after the hand, and step through the hand's review with the arrow keys
// (who led, the order of play, the expert's note at a costly card), then a hand's pass and a play by keys alone (suit jumps, Enter, P)
// and the menu walked with the arrows. What the window shows is read from the file the game writes with
// --state-file (the same state the page publishes as window.heartsTest); a screenshot of the
// window is saved at each step, to be looked at.
//
// Usage: node tests/app/desktop-learn.mjs PROGRAM ARTIFACT_DIR
// Exits 77 (skipped) when Xvfb, xdotool or the netpbm tools are not installed.
import { Failure, button, desktopTest, myTurn, sleep } from './desktop-window.mjs';

let w = null;  // the window, while the test runs

async function run(window) {
  w = window;
  await w.waitForState('the deal', (s) => s.stage === 'passing' && s.idle, 60000);
  w.findWindow();

  // A hint on the pass, with ?.
  w.key('question');
  let s = await w.waitForState('the hint on the pass', (st) => st.hint && st.hint.ready && st.idle, 20000);
  const marked = s.cards.filter((c) => c.hintBest);
  if (marked.length !== s.passCount) throw new Failure(`the hint marks ${marked.length} cards`);
  w.screenshot('hint-pass');
  console.log(`  hint on the pass: "${s.message}"`);
  for (const c of marked) {
    const now = await w.waitForState('the hand', (st) => st.idle);
    await w.click(now.cards.find((x) => x.card === c.card), `choose ${c.card}`);
  }
  s = await w.waitForState('the pass button', (st) => button(st, 'pass'));
  await w.click(button(s, 'pass'), 'Pass');

  // A hint on a play with a choice, with the Hint button.
  for (let i = 0; i < 13; ++i) {
    s = await w.waitForState("the player's turn", myTurn, 60000);
    if (s.cards.filter((c) => c.legal).length > 1) break;
    await w.playFirstLegal();
  }
  await w.click(button(s, 'hint'), 'Hint');
  s = await w.waitForState('the hint on a play', (st) => st.hint && st.hint.ready && st.idle, 20000);
  const legal = s.cards.filter((c) => c.legal);
  if (legal.some((c) => typeof c.hint !== 'number')) throw new Failure('a legal card has no expected points');
  w.screenshot('hint-play');
  console.log(`  hint on a play: "${s.message}"`);

  // Undo, with the button.
  const played = await w.playFirstLegal();
  s = await w.waitForState('undo offered', (st) => button(st, 'undo') && st.idle);
  await w.click(button(s, 'undo'), 'Undo');
  s = await w.waitForState(`${played} back in the hand`, (st) => st.undos === 1 && st.cards.some((c) => c.card === played) && st.idle);
  w.screenshot('undo');

  // The played-cards tracker: its button opens it, W closes it; counted once as an assist.
  await w.click(button(s, 'tracker'), 'Cards');
  s = await w.waitForState('the tracker', (st) => st.overlay === 'tracker' && st.idle);
  if (s.tracker !== 1) throw new Failure(`the tracker counted ${s.tracker}`);
  for (const [suit, name] of [['C', 'Clubs'], ['D', 'Diamonds'], ['S', 'Spades'], ['H', 'Hearts']]) {
    const gone = s.played.filter((c) => c[1] === suit).length;
    const mine = s.cards.filter((c) => c.card[1] === suit).length;
    const counts = `${gone} played \u00b7 ${mine} yours \u00b7 ${13 - gone - mine} out`;
    if (!s.sheet.includes(counts)) throw new Failure(`the tracker does not show "${counts}" for ${name}`);
  }
  w.screenshot('tracker');
  w.key('w');
  s = await w.waitForState('W to close the tracker', (st) => st.overlay === 'none' && st.idle);
  console.log(`  tracker: ${s.played.length} cards played, opened ${s.tracker} time(s) in the hand`);

  // The rest of the hand, then the analysis on the score sheet.
  for (let i = 0; i < 400; ++i) {
    s = w.readState();
    if (s && s.scoreSheet) break;
    if (s && myTurn(s)) await w.playFirstLegal();
    else if (s && s.moonChoice && button(s, 'moon_add')) await w.click(button(s, 'moon_add'), 'moon: +26 to the others');
    else await sleep(50);
  }
  s = await w.waitForState('the analysis', (st) => st.scoreSheet && st.analysis && st.analysis.done && st.idle, 60000);
  if (!s.sheet.includes('Your decisions, as the expert sees them')) throw new Failure(`no analysis: ${s.sheet}`);
  w.screenshot('analysis');
  console.log(`  analysis: ${s.sheet.filter((t) => /^(Trick|Pass|No costly)/.test(t)).join(' / ')}`);

  // The review, stepped with the arrow keys.
  await w.click(button(s, 'review:1'), 'Review');
  await w.waitForState('the review', (st) => st.overlay === 'review' && st.idle);
  for (let i = 0; i < 5; ++i) w.key('Right');
  s = await w.waitForState('trick 4 in the review', (st) => st.sheet.some((t) => t.startsWith('Trick 4 of 13')) && st.idle);
  const led = s.sheet.find((t) => / led .*, then /.test(t));
  if (!led) throw new Failure(`the review does not say who led trick 4: ${s.sheet}`);
  w.screenshot('review');
  console.log(`  review: ${s.sheet.find((t) => t.startsWith('Trick'))}; ${led}`);
  // On to the first costly card after it, where the expert's note shows.
  const costly = (s.analysis ? s.analysis.costly : []).filter((d) => d.trick >= 4);
  if (costly.length > 0) {
    const d = costly[0];
    for (let i = 4; i <= d.trick; ++i) w.key('Right');
    s = await w.waitForState(`trick ${d.trick + 1} in the review`,
                           (st) => st.sheet.some((t) => t.startsWith(`Trick ${d.trick + 1} of 13`)) && st.idle);
    const note = s.sheet.find((t) => t.startsWith('The expert: '));
    if (!note || !note.includes(`better by ${d.cost.toFixed(1)} point`)) {
      throw new Failure(`no expert's note at trick ${d.trick + 1}: ${s.sheet}`);
    }
    w.screenshot('review-note');
    console.log(`  review note at trick ${d.trick + 1}: "${note}"`);
  }

  // The next hand by keyboard alone: Escape leaves the review, Enter deals the next hand,
  // C/D/S/H jump to a suit, Enter chooses, P passes, the arrows and Enter play a card.
  w.key('Escape');
  await w.waitForState('the score sheet again', (st) => st.overlay === 'none' && st.scoreSheet && st.idle);
  w.key('Return');
  s = await w.waitForState('hand 2', (st) => st.handNumber === 2 && st.stage === 'passing' && st.idle, 20000);
  const focused = (st) => st.cards.find((c) => c.focused);
  for (const [name, suit] of [['c', 'C'], ['d', 'D'], ['s', 'S'], ['h', 'H']]) {
    const first = s.cards.find((c) => c.card[1] === suit);
    if (!first) continue;
    w.key(name);
    s = await w.waitForState(`${name} to jump to ${first.card}`, (st) => focused(st) && focused(st).card === first.card);
  }
  for (let i = 0; i < s.passCount; ++i) {
    const before = s.cards.filter((c) => c.selected).length;
    w.key('Return');
    s = await w.waitForState('a card chosen', (st) => st.cards.filter((c) => c.selected).length === before + 1);
    w.key('Left');
    s = await w.waitForState('the focus moved', (st) => focused(st) && !focused(st).selected);
  }
  w.key('p');
  await w.waitForState('the pass', (st) => st.stage === 'playing', 30000);
  s = await w.waitForState("the player's turn", myTurn, 60000);
  for (let i = 0; i < 14 && !(focused(s) && focused(s).legal); ++i) {
    const from = focused(s) ? focused(s).card : null;
    w.key('Right');
    s = await w.waitForState('the focus to move', (st) => st.cards.length === 1 || (focused(st) && focused(st).card !== from));
  }
  const keyed = focused(s).card;
  w.screenshot('keys-focus');
  w.key('Return');
  await w.waitForState(`${keyed} played`, (st) => !st.cards.some((c) => c.card === keyed));
  w.key('Escape');
  w.key('Right');
  s = await w.waitForState('a menu button focused', (st) => st.menu && st.focusedButton === 'tab:game' && st.idle);
  w.screenshot('keys-menu');
  w.key('Escape');
  console.log(`  keys: suit jumps, ${s.passCount} cards chosen with Enter, P passed, ${keyed} played with the arrows and Enter`);
}

await desktopTest('desktop-learn', ['--seed', '21', '--fast', '--level', 'random'], run);

// Two desktop processes on one data folder under Xvfb: the second says the game is open in
// another window and writes nothing; Play here moves the game to it and the first stops and
// says so, writing nothing after; what the second played is what a third process, started
// after the second has closed (and let the game go), goes on with.
//
// Usage: node tests/app/desktop-two-windows.mjs PROGRAM ARTIFACT_DIR
// Exits 77 (skipped) when Xvfb, xdotool or the netpbm tools are not installed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Failure, button, desktopTest, myTurn, sleep } from './desktop-window.mjs';

const elsewhere = (st) => st.overlay === 'elsewhere' && button(st, 'play_here') && st.idle;

async function passAndPlay(w) {
  let s = await w.waitForState('the deal', (st) => st.stage === 'passing' && st.idle, 60000);
  for (const card of s.cards.slice(0, s.passCount).map((c) => c.card)) {
    s = await w.waitForState(`${card} to choose`, (st) => st.idle);
    await w.click(s.cards.find((c) => c.card === card));
    await w.waitForState(`${card} chosen`, (st) => st.cards.some((c) => c.card === card && c.selected));
  }
  await w.pressButton('pass', 'Pass');
  return w.playFirstLegal();
}

async function run(a) {
  const data = path.join(a.tmp, 'data');
  const saved = () => readFileSync(path.join(data, 'game.json'), 'utf8');
  // Whether the game saved now is `before` or a later state of it: the same plays at the
  // table, and the expert in the player's chair (which plays on behind the table, and is
  // saved too) as far or further.
  const sameOrLater = (before) => {
    const [was, now] = [JSON.parse(before), JSON.parse(saved())];
    const expert = (r) => r.expert_in_chair?.actions ?? [];
    return JSON.stringify(was.actions) === JSON.stringify(now.actions) &&
           JSON.stringify(expert(now).slice(0, expert(was).length)) === JSON.stringify(expert(was));
  };
  a.findWindow();
  const playedInA = await passAndPlay(a);
  // The bots have played after it: nothing moves until the player's next card.
  await a.waitForState("the player's turn again", myTurn, 60000);
  const savedByA = saved();

  // The second is opened for a deal of its own (a link's): it is asked about once it plays.
  const b = a.another('second', ['--speed', 'fast', '--seed', '77']);
  try {
    let sb = await b.waitForState('the notice in the second window', elsewhere, 60000);
    b.findWindow();
    if (!sb.sheet.some((t) => /open in another window/.test(t))) throw new Failure(`the second says: ${sb.sheet.join(' | ')}`);
    if (sb.cards.some((c) => c.card === playedInA)) throw new Failure(`the second shows ${playedInA} still in the hand`);
    b.screenshot('elsewhere');
    await sleep(1500);
    if (!sameOrLater(savedByA)) throw new Failure(`the second window wrote over the saved game while deferring:\n${savedByA}\n${saved()}`);
    console.log(`  second: "${sb.sheet[0]}"`);

    await b.click(button(sb, 'play_here'), 'Play here');
    sb = await b.waitForState('the linked deal asked about', (st) => button(st, 'linked_deal_confirm') && st.idle);
    if (!sb.sheet.some((t) => /deal 77/.test(t))) throw new Failure(`the question says: ${sb.sheet.join(' | ')}`);
    console.log(`  second, once playing: "${sb.sheet[0]}" (the deal it was opened for)`);
    await b.click(button(sb, 'close'), 'Keep my game');
    sb = await b.waitForState('the second playing', (st) => st.overlay === 'none' && st.idle);
    const sa = await a.waitForState('the first stopped', elsewhere);
    if (!sa.sheet.some((t) => /now being played in another window/.test(t))) throw new Failure(`the first says: ${sa.sheet.join(' | ')}`);
    console.log(`  first: "${sa.sheet[0]}"`);

    const playedInB = await b.playFirstLegal();
    await b.waitForState("the player's turn again in the second", myTurn, 60000);
    const savedByB = saved();
    if (savedByB === savedByA) throw new Failure("the second window's play was not saved");
    await sleep(1500);
    if (!sameOrLater(savedByB)) throw new Failure('the first window wrote after it stopped');

    // The second closes and lets the game go: a third starts on it at once, with its play.
    await b.close();
    // The windows lay on each other: the first, stopped, is seen once the second has gone.
    await sleep(300);
    a.screenshot('taken');
    if (existsSync(path.join(data, 'lock.json'))) throw new Failure('the lease stayed after the second window closed');
    const c = a.another('third', ['--speed', 'fast']);
    try {
      const sc = await c.waitForState('the third playing', (st) => st.cards.length > 0 && st.overlay === 'none' && st.idle, 60000);
      if (sc.cards.some((card) => card.card === playedInB || card.card === playedInA))
        throw new Failure(`the third window's hand still holds ${playedInA} or ${playedInB}`);
      console.log(`  third: goes on with ${playedInA} and ${playedInB} played`);
    } finally {
      c.game.kill();
    }
  } finally {
    b.game.kill();
  }
}

desktopTest('two-windows', ['--seed', '11', '--speed', 'fast'], run);

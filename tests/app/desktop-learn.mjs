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
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [program, artifacts] = process.argv.slice(2);
if (!program || !artifacts) {
  console.error('usage: node desktop-learn.mjs PROGRAM ARTIFACT_DIR');
  process.exit(2);
}
const tools = ['Xvfb', 'xdotool', 'xwd', 'xwdtopnm', 'pamcut', 'pnmtopng'];
const missing = tools.filter((t) => spawnSync('sh', ['-c', `command -v ${t}`]).status !== 0);
if (missing.length > 0) {
  console.log(`skipped: needs ${missing.join(', ')} (scripts/install-deps.sh --desktop-test)`);
  process.exit(77);
}

class Failure extends Error {}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'hearts-desktop-'));
const stateFile = path.join(tmp, 'state.json');
mkdirSync(artifacts, { recursive: true });

// Xvfb picks a free display and writes its number to the pipe given by -displayfd.
const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x900x24', '-nolisten', 'tcp'],
                   { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
const display = await new Promise((resolve, reject) => {
  let text = '';
  xvfb.stdio[3].on('data', (d) => {
    text += d;
    if (text.includes('\n')) resolve(`:${text.trim()}`);
  });
  xvfb.on('exit', (code) => reject(new Failure(`Xvfb exited with ${code}`)));
});
const env = { ...process.env, DISPLAY: display };
let gameOutput = '';
const game = spawn(program, ['--seed', '21', '--fast', '--level', 'random', '--size', '1280x800',
                             '--data', path.join(tmp, 'data'), '--state-file', stateFile],
                   { env, stdio: ['ignore', 'pipe', 'pipe'] });
game.stdout.on('data', (d) => { gameOutput += d; });
game.stderr.on('data', (d) => { gameOutput += d; });
let gameExited = null;
game.on('exit', (code, signal) => { gameExited = `${code ?? signal}`; });

const xdotool = (...args) => execFileSync('xdotool', args, { env }).toString().trim();
let windowId = null;

function readState() {
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8'));
  } catch {
    return null;
  }
}

async function waitForState(what, test, timeoutMs = 30000) {
  const until = Date.now() + timeoutMs;
  let last = null;
  while (Date.now() < until) {
    if (gameExited !== null) throw new Failure(`the game exited (${gameExited}) waiting for ${what}\n${gameOutput}`);
    last = readState();
    if (last && test(last)) return last;
    await sleep(50);
  }
  const brief = last && { stage: last.stage, toMove: last.toMove, idle: last.idle, message: last.message,
                          hint: last.hint, overlay: last.overlay, sheet: last.sheet };
  throw new Failure(`timed out waiting for ${what}; last state: ${JSON.stringify(brief)}`);
}

// The window's coordinates are the state's CSS pixels (no scaling under Xvfb).
async function click(target, what) {
  xdotool('mousemove', '--window', windowId, String(Math.round(target.x + target.w / 2)),
          String(Math.round(target.y + target.h / 2)));
  await sleep(30);
  xdotool('click', '1');
  await sleep(30);
  console.log(`  click: ${what}`);
}

function key(name) {
  xdotool('key', '--clearmodifiers', name);
}

function button(state, id) {
  return state.buttons.find((b) => b.id === id && b.enabled);
}

// The screen, cut to the window (a capture of the window alone would come in the window's own
// visual, which the converter reads with the wrong colours).
function screenshot(name) {
  const file = path.join(artifacts, `desktop-${name}.png`);
  const geometry = Object.fromEntries(xdotool('getwindowgeometry', '--shell', windowId).split('\n')
                                        .map((line) => line.split('=')));
  const pipe = (cmd, args, input) => execFileSync(cmd, args, { input, env, maxBuffer: 64 << 20,
                                                              stdio: ['pipe', 'pipe', 'ignore'] });
  const xwd = pipe('xwd', ['-silent', '-root']);
  const cut = pipe('pamcut', ['-left', geometry.X, '-top', geometry.Y, '-width', geometry.WIDTH,
                              '-height', geometry.HEIGHT], pipe('xwdtopnm', [], xwd));
  writeFileSync(file, pipe('pnmtopng', [], cut));
  console.log(`  screenshot ${file}`);
}

const myTurn = (s) => s.stage === 'playing' && s.toMove === 0 && s.idle && s.cards.some((c) => c.legal);

async function playFirstLegal() {
  const s = await waitForState("the player's turn", myTurn, 60000);
  const card = s.cards.find((c) => c.legal);
  await click(card, `play ${card.card}`);
  await waitForState(`${card.card} played`, (st) => !st.cards.some((c) => c.card === card.card));
  return card.card;
}

async function run() {
  await waitForState('the deal', (s) => s.stage === 'passing' && s.idle, 60000);
  windowId = xdotool('search', '--sync', '--name', '^Hearts$').split('\n')[0];
  xdotool('windowfocus', '--sync', windowId);

  // A hint on the pass, with ?.
  key('question');
  let s = await waitForState('the hint on the pass', (st) => st.hint && st.hint.ready && st.idle, 20000);
  const marked = s.cards.filter((c) => c.hintBest);
  if (marked.length !== s.passCount) throw new Failure(`the hint marks ${marked.length} cards`);
  screenshot('hint-pass');
  console.log(`  hint on the pass: "${s.message}"`);
  for (const c of marked) {
    const now = await waitForState('the hand', (st) => st.idle);
    await click(now.cards.find((x) => x.card === c.card), `choose ${c.card}`);
  }
  s = await waitForState('the pass button', (st) => button(st, 'pass'));
  await click(button(s, 'pass'), 'Pass');

  // A hint on a play with a choice, with the Hint button.
  for (let i = 0; i < 13; ++i) {
    s = await waitForState("the player's turn", myTurn, 60000);
    if (s.cards.filter((c) => c.legal).length > 1) break;
    await playFirstLegal();
  }
  await click(button(s, 'hint'), 'Hint');
  s = await waitForState('the hint on a play', (st) => st.hint && st.hint.ready && st.idle, 20000);
  const legal = s.cards.filter((c) => c.legal);
  if (legal.some((c) => typeof c.hint !== 'number')) throw new Failure('a legal card has no expected points');
  screenshot('hint-play');
  console.log(`  hint on a play: "${s.message}"`);

  // Undo, with the button.
  const played = await playFirstLegal();
  s = await waitForState('undo offered', (st) => button(st, 'undo') && st.idle);
  await click(button(s, 'undo'), 'Undo');
  s = await waitForState(`${played} back in the hand`, (st) => st.undos === 1 && st.cards.some((c) => c.card === played) && st.idle);
  screenshot('undo');

  // The played-cards tracker: its button opens it, W closes it; counted once as an assist.
  await click(button(s, 'tracker'), 'Cards');
  s = await waitForState('the tracker', (st) => st.overlay === 'tracker' && st.idle);
  if (s.tracker !== 1) throw new Failure(`the tracker counted ${s.tracker}`);
  for (const [suit, name] of [['C', 'Clubs'], ['D', 'Diamonds'], ['S', 'Spades'], ['H', 'Hearts']]) {
    const gone = s.played.filter((c) => c[1] === suit).length;
    const mine = s.cards.filter((c) => c.card[1] === suit).length;
    const counts = `${gone} played \u00b7 ${mine} yours \u00b7 ${13 - gone - mine} out`;
    if (!s.sheet.includes(counts)) throw new Failure(`the tracker does not show "${counts}" for ${name}`);
  }
  screenshot('tracker');
  key('w');
  s = await waitForState('W to close the tracker', (st) => st.overlay === 'none' && st.idle);
  console.log(`  tracker: ${s.played.length} cards played, opened ${s.tracker} time(s) in the hand`);

  // The rest of the hand, then the analysis on the score sheet.
  for (let i = 0; i < 400; ++i) {
    s = readState();
    if (s && s.scoreSheet) break;
    if (s && myTurn(s)) await playFirstLegal();
    else if (s && s.moonChoice && button(s, 'moon_add')) await click(button(s, 'moon_add'), 'moon: +26 to the others');
    else await sleep(50);
  }
  s = await waitForState('the analysis', (st) => st.scoreSheet && st.analysis && st.analysis.done && st.idle, 60000);
  if (!s.sheet.includes('Your decisions, as the expert sees them')) throw new Failure(`no analysis: ${s.sheet}`);
  screenshot('analysis');
  console.log(`  analysis: ${s.sheet.filter((t) => /^(Trick|Pass|No costly)/.test(t)).join(' / ')}`);

  // The review, stepped with the arrow keys.
  await click(button(s, 'review:1'), 'Review');
  await waitForState('the review', (st) => st.overlay === 'review' && st.idle);
  for (let i = 0; i < 5; ++i) key('Right');
  s = await waitForState('trick 4 in the review', (st) => st.sheet.some((t) => t.startsWith('Trick 4 of 13')) && st.idle);
  const led = s.sheet.find((t) => / led .*, then /.test(t));
  if (!led) throw new Failure(`the review does not say who led trick 4: ${s.sheet}`);
  screenshot('review');
  console.log(`  review: ${s.sheet.find((t) => t.startsWith('Trick'))}; ${led}`);
  // On to the first costly card after it, where the expert's note shows.
  const costly = (s.analysis ? s.analysis.costly : []).filter((d) => d.trick >= 4);
  if (costly.length > 0) {
    const d = costly[0];
    for (let i = 4; i <= d.trick; ++i) key('Right');
    s = await waitForState(`trick ${d.trick + 1} in the review`,
                           (st) => st.sheet.some((t) => t.startsWith(`Trick ${d.trick + 1} of 13`)) && st.idle);
    const note = s.sheet.find((t) => t.startsWith('The expert: '));
    if (!note || !note.includes(`better by ${d.cost.toFixed(1)} point`)) {
      throw new Failure(`no expert's note at trick ${d.trick + 1}: ${s.sheet}`);
    }
    screenshot('review-note');
    console.log(`  review note at trick ${d.trick + 1}: "${note}"`);
  }

  // The next hand by keyboard alone: Escape leaves the review, Enter deals the next hand,
  // C/D/S/H jump to a suit, Enter chooses, P passes, the arrows and Enter play a card.
  key('Escape');
  await waitForState('the score sheet again', (st) => st.overlay === 'none' && st.scoreSheet && st.idle);
  key('Return');
  s = await waitForState('hand 2', (st) => st.handNumber === 2 && st.stage === 'passing' && st.idle, 20000);
  const focused = (st) => st.cards.find((c) => c.focused);
  for (const [name, suit] of [['c', 'C'], ['d', 'D'], ['s', 'S'], ['h', 'H']]) {
    const first = s.cards.find((c) => c.card[1] === suit);
    if (!first) continue;
    key(name);
    s = await waitForState(`${name} to jump to ${first.card}`, (st) => focused(st) && focused(st).card === first.card);
  }
  for (let i = 0; i < s.passCount; ++i) {
    const before = s.cards.filter((c) => c.selected).length;
    key('Return');
    s = await waitForState('a card chosen', (st) => st.cards.filter((c) => c.selected).length === before + 1);
    key('Left');
    s = await waitForState('the focus moved', (st) => focused(st) && !focused(st).selected);
  }
  key('p');
  await waitForState('the pass', (st) => st.stage === 'playing', 30000);
  s = await waitForState("the player's turn", myTurn, 60000);
  for (let i = 0; i < 14 && !(focused(s) && focused(s).legal); ++i) {
    const from = focused(s) ? focused(s).card : null;
    key('Right');
    s = await waitForState('the focus to move', (st) => st.cards.length === 1 || (focused(st) && focused(st).card !== from));
  }
  const keyed = focused(s).card;
  screenshot('keys-focus');
  key('Return');
  await waitForState(`${keyed} played`, (st) => !st.cards.some((c) => c.card === keyed));
  key('Escape');
  key('Right');
  s = await waitForState('a menu button focused', (st) => st.menu && st.focusedButton === 'tab:game' && st.idle);
  screenshot('keys-menu');
  key('Escape');
  console.log(`  keys: suit jumps, ${s.passCount} cards chosen with Enter, P passed, ${keyed} played with the arrows and Enter`);
}

let ok = false;
try {
  await run();
  ok = true;
} catch (e) {
  console.error(`FAILED: ${e.message}`);
} finally {
  game.kill();
  xvfb.kill();
  rmSync(tmp, { recursive: true, force: true });
}
console.log(ok ? 'desktop learning features test passed' : 'desktop learning features test FAILED');
process.exit(ok ? 0 : 1);

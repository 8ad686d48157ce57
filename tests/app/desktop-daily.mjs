// The daily deal in the desktop window under Xvfb, from the menu, played to its end with the
// mouse (through xdotool): the menu's Daily deal button, four hands against expert opponents
// with the expert in the player's chair compared after each hand, the result against par at
// the end, the Share button (the desktop puts the text and the command line that deals it
// again on the clipboard), and the statistics' daily page. What the window shows is read from
// the file the game writes with --state-file; a screenshot is saved at each step.
//
// Usage: node tests/app/desktop-daily.mjs PROGRAM ARTIFACT_DIR
// Exits 77 (skipped) when Xvfb, xdotool or the netpbm tools are not installed.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [program, artifacts] = process.argv.slice(2);
if (!program || !artifacts) {
  console.error('usage: node desktop-daily.mjs PROGRAM ARTIFACT_DIR');
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
const tmp = mkdtempSync(path.join(os.tmpdir(), 'hearts-daily-'));
const stateFile = path.join(tmp, 'state.json');
mkdirSync(artifacts, { recursive: true });

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
const game = spawn(program, ['--seed', '5', '--speed', 'fast', '--level', 'random', '--size', '1280x800',
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
                          overlay: last.overlay, sheet: last.sheet, duplicate: last.duplicate };
  throw new Failure(`timed out waiting for ${what}; last state: ${JSON.stringify(brief)}`);
}

async function click(target, what) {
  xdotool('mousemove', '--window', windowId, String(Math.round(target.x + target.w / 2)),
          String(Math.round(target.y + target.h / 2)));
  await sleep(30);
  xdotool('click', '1');
  await sleep(30);
  if (what) console.log(`  click: ${what}`);
}

const button = (state, id) => state.buttons.find((b) => b.id === id && b.enabled);

async function pressButton(id, what = id) {
  const s = await waitForState(`the ${what} button`, (st) => button(st, id) && st.idle);
  await click(button(s, id), what);
}

function screenshot(name) {
  const file = path.join(artifacts, `desktop-daily-${name}.png`);
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

const sheetText = (s) => (s.sheet || []).join(' | ');
const myTurn = (s) => s.stage === 'playing' && s.toMove === 0 && s.idle && s.cards.some((c) => c.legal);

async function playToScoreSheet() {
  const until = Date.now() + 240000;
  while (Date.now() < until) {
    const s = readState();
    if (s && s.scoreSheet && (s.stage === 'hand_summary' || s.stage === 'game_over')) return s;
    if (s && s.stage === 'passing' && s.idle && !s.cards.some((c) => c.selected)) {
      for (const card of s.cards.slice(0, s.passCount)) {
        const now = await waitForState('the hand', (st) => st.idle);
        await click(now.cards.find((c) => c.card === card.card));
      }
      await pressButton('pass', 'Pass');
      await waitForState('play', (st) => st.stage !== 'passing', 60000);
    } else if (s && myTurn(s)) {
      const card = s.cards.find((c) => c.legal);
      await click(card);
      await waitForState(`${card.card} played`, (st) => !st.cards.some((c) => c.card === card.card));
    } else if (s && s.moonChoice && button(s, 'moon_add')) {
      await click(button(s, 'moon_add'), 'moon: +26 to the others');
    } else {
      await sleep(50);
    }
  }
  throw new Failure('the hand did not end within 4 minutes');
}

async function run() {
  await waitForState('the deal', (s) => s.stage === 'passing' && s.idle, 60000);
  windowId = xdotool('search', '--sync', '--name', '^Hearts$').split('\n')[0];
  xdotool('windowfocus', '--sync', windowId);

  // The menu's daily deal: a game has begun here (cards passed), so the player is asked.
  let s = readState();
  for (const card of s.cards.slice(0, s.passCount)) {
    const now = await waitForState('the hand', (st) => st.idle);
    await click(now.cards.find((c) => c.card === card.card), `choose ${card.card}`);
  }
  await pressButton('pass', 'Pass');
  await waitForState('play', (st) => st.stage === 'playing' && st.idle, 60000);
  await pressButton('menu', 'Menu');
  s = await waitForState('the menu', (st) => st.menu && st.idle && button(st, 'daily'));
  const day = s.today;
  if (!sheetText(s).includes(`Daily deal ${day}`)) throw new Failure(`the menu says: ${sheetText(s)}`);
  screenshot('menu');
  await pressButton('daily', "Play today's daily deal");
  s = await waitForState('the question', (st) => st.overlay === 'confirm_daily' && st.idle);
  screenshot('confirm');
  await pressButton('daily_confirm', 'Play the daily deal');
  s = await waitForState('the daily deal', (st) => st.daily && st.handNumber === 1 && st.cards.length === 13 &&
                                                   st.stage === 'passing' && st.idle, 30000);
  // The day the menu named, or the next if the clock passed midnight (UTC) since.
  if (s.daily.date !== day && s.daily.date !== s.today) throw new Failure(`dealt ${JSON.stringify(s.daily)} on ${day}`);
  if (s.level !== 'expert') throw new Failure(`the daily deal is played at ${s.level}`);
  screenshot('deal');

  for (let n = 1; n <= 4; ++n) {
    await playToScoreSheet();
    s = await waitForState(`the expert's hand ${n}`, (st) => st.scoreSheet && st.duplicate &&
                           !st.duplicate.pending && st.duplicate.hands.length === n && st.idle, 120000);
    const h = s.duplicate.hands[n - 1];
    const words = `Hand ${n}: you ${h.you} \u00b7 the expert in your chair ${h.expert}`;
    if (!sheetText(s).includes(words)) throw new Failure(`the sheet does not say "${words}": ${sheetText(s)}`);
    console.log(`  ${words}`);
    if (n === 1) screenshot('hand-1');
    if (n < 4) {
      await pressButton('continue', 'Next hand');
      await waitForState(`hand ${n + 1}`, (st) => st.handNumber === n + 1 && !st.scoreSheet);
    }
  }
  if (s.stage !== 'game_over') throw new Failure(`after four hands the stage is ${s.stage}`);
  const you = s.duplicate.hands.reduce((a, h) => a + h.you, 0);
  const par = s.duplicate.hands.reduce((a, h) => a + h.expert, 0);
  const result = `Daily deal ${s.daily.date}: ${you}, par ${par}`;
  if (!sheetText(s).includes(result)) throw new Failure(`the sheet does not say "${result}": ${sheetText(s)}`);
  screenshot('result');
  await pressButton('share', 'Share');
  s = await waitForState('the share notice', (st) => st.notices.some((t) => t.startsWith('Copied: Daily deal')));
  const notice = s.notices.find((t) => t.startsWith('Copied: Daily deal'));
  if (!notice.includes(`hearts --daily ${s.daily.date}`)) throw new Failure(`the share says: ${notice}`);
  console.log(`  ${notice}`);

  await pressButton('menu', 'Menu');
  await pressButton('statistics', 'Statistics');
  await pressButton('stats_tab:daily', 'Daily deal');
  s = await waitForState('the daily statistics', (st) => st.overlay === 'statistics' && sheetText(st).includes(result));
  screenshot('statistics');
  console.log(`  ${result}; statistics: ${sheetText(s).slice(0, 120)}`);
}

let ok = false;
try {
  await run();
  ok = true;
} catch (e) {
  console.error(`FAILED: ${e.message}`);
  try {
    if (windowId) screenshot('failed');
  } catch {
    // no screenshot
  }
} finally {
  game.kill();
  xvfb.kill();
  rmSync(tmp, { recursive: true, force: true });
}
console.log(ok ? 'desktop daily deal test passed' : 'desktop daily deal test FAILED');
process.exit(ok ? 0 : 1);

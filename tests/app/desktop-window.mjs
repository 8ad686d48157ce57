// The desktop window under Xvfb, driven as a person would with the mouse and the keyboard
// (through xdotool), for the desktop tests: the display started, the game run on it with
// --state-file (the state the page publishes as window.heartsTest), the state read and
// waited for, clicks and keys, and screenshots of the window.
//
// A test calls desktopTest(NAME, GAME_ARGS, run[, env]): it checks its command line (PROGRAM
// ARTIFACT_DIR) and the tools, exits 77 (skipped) when Xvfb, xdotool or the netpbm tools are
// missing, and exits 0 when run(window) resolves, 1 when it throws (a screenshot "failed" is
// saved then, where the window was found). The game shows no file dialog
// (HEARTS_FILE_DIALOG=none) unless env(tmp) says otherwise: the test's own environment
// variables, given the game's scratch folder `tmp` to prepare.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class Failure extends Error {}
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// What a timed-out wait prints of the last state.
const brief = (s) => s && { stage: s.stage, toMove: s.toMove, idle: s.idle, message: s.message, hint: s.hint,
                            overlay: s.overlay, sheet: s.sheet, expertChair: s.expertChair };

class DesktopWindow {
  // `stateName`: the state file's name in `tmp`, another for each window of one test.
  constructor(name, program, artifacts, gameArgs, env, tmp, stateName = 'state.json') {
    this.name = name;
    this.program = program;
    this.artifacts = artifacts;
    this.env = env;
    this.stateFile = path.join(tmp, stateName);
    this.tmp = tmp;
    this.windowId = null;
    this.output = '';
    this.exited = null;
    // The desktop's size unless the test's own arguments name another.
    this.game = spawn(program, ['--size', '1280x800', ...gameArgs, '--data', path.join(tmp, 'data'),
                                '--state-file', this.stateFile],
                      { env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.game.stdout.on('data', (d) => { this.output += d; });
    this.game.stderr.on('data', (d) => { this.output += d; });
    this.game.on('exit', (code, signal) => { this.exited = `${code ?? signal}`; });
  }

  xdotool(...args) {
    return execFileSync('xdotool', args, { env: this.env }).toString().trim();
  }

  readState() {
    try {
      return JSON.parse(readFileSync(this.stateFile, 'utf8'));
    } catch {
      return null;
    }
  }

  async waitForState(what, test, timeoutMs = 30000) {
    const until = Date.now() + timeoutMs;
    let last = null;
    while (Date.now() < until) {
      if (this.exited !== null) throw new Failure(`the game exited (${this.exited}) waiting for ${what}\n${this.output}`);
      last = this.readState();
      if (last && test(last)) return last;
      await sleep(50);
    }
    throw new Failure(`timed out waiting for ${what}; last state: ${JSON.stringify(brief(last))}`);
  }

  // The window, once the game has drawn it, focused for the keys.
  findWindow() {
    this.windowId = this.xdotool('search', '--sync', '--pid', String(this.game.pid), '--name', '^Hearts$').split('\n')[0];
    this.xdotool('windowfocus', '--sync', this.windowId);
  }

  // Another game process on the same data folder, its window named `name` in screenshots.
  another(name, gameArgs) {
    return new DesktopWindow(name, this.program, this.artifacts, gameArgs, this.env, this.tmp, `${name}-state.json`);
  }

  // Asks the game to end as the window's close button does; resolves once it has.
  async close() {
    if (this.exited === null) this.game.kill('SIGTERM');
    for (let i = 0; i < 200 && this.exited === null; ++i) await sleep(50);
    if (this.exited === null) throw new Failure(`${this.name} did not end`);
  }

  // The window's coordinates are the state's CSS pixels (no scaling under Xvfb).
  async click(target, what) {
    this.xdotool('mousemove', '--window', this.windowId, String(Math.round(target.x + target.w / 2)),
                 String(Math.round(target.y + target.h / 2)));
    await sleep(30);
    this.xdotool('click', '1');
    await sleep(30);
    if (what) console.log(`  click: ${what}`);
  }

  key(name) {
    this.xdotool('key', '--clearmodifiers', name);
  }

  // Waits for the enabled button `id` on an idle table and clicks it.
  async pressButton(id, what = id) {
    const s = await this.waitForState(`the ${what} button`, (st) => button(st, id) && st.idle);
    await this.click(button(s, id), what);
  }

  // Plays the player's first legal card on its turn (`what` logs the click); returns the card.
  async playFirstLegal(what = true) {
    const s = await this.waitForState("the player's turn", myTurn, 60000);
    const card = s.cards.find((c) => c.legal);
    await this.click(card, what && `play ${card.card}`);
    await this.waitForState(`${card.card} played`, (st) => !st.cards.some((c) => c.card === card.card));
    return card.card;
  }

  // The screen, cut to the window (a capture of the window alone would come in the window's
  // own visual, which the converter reads with the wrong colours).
  screenshot(name) {
    const file = path.join(this.artifacts, `${this.name}-${name}.png`);
    const geometry = Object.fromEntries(this.xdotool('getwindowgeometry', '--shell', this.windowId).split('\n')
                                          .map((line) => line.split('=')));
    const pipe = (cmd, args, input) => execFileSync(cmd, args, { input, env: this.env, maxBuffer: 64 << 20,
                                                                stdio: ['pipe', 'pipe', 'ignore'] });
    const xwd = pipe('xwd', ['-silent', '-root']);
    const cut = pipe('pamcut', ['-left', geometry.X, '-top', geometry.Y, '-width', geometry.WIDTH,
                                '-height', geometry.HEIGHT], pipe('xwdtopnm', [], xwd));
    writeFileSync(file, pipe('pnmtopng', [], cut));
    console.log(`  screenshot ${file}`);
  }
}

export const button = (state, id) => state.buttons.find((b) => b.id === id && b.enabled);
export const myTurn = (s) => s.stage === 'playing' && s.toMove === 0 && s.idle && s.cards.some((c) => c.legal);

// Runs `run(window)` against the game started with `gameArgs`; `name` prefixes the
// screenshots and names the test in its last line.
export async function desktopTest(name, gameArgs, run, env = () => ({})) {
  const [program, artifacts] = process.argv.slice(2);
  if (!program || !artifacts) {
    console.error(`usage: node ${path.basename(process.argv[1])} PROGRAM ARTIFACT_DIR`);
    process.exit(2);
  }
  const tools = ['Xvfb', 'xdotool', 'xwd', 'xwdtopnm', 'pamcut', 'pnmtopng'];
  const missing = tools.filter((t) => spawnSync('sh', ['-c', `command -v ${t}`]).status !== 0);
  if (missing.length > 0) {
    console.log(`skipped: needs ${missing.join(', ')} (scripts/install-deps.sh --desktop-test)`);
    process.exit(77);
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), `hearts-${name}-`));
  mkdirSync(artifacts, { recursive: true });

  // Xvfb picks a free display and writes its number to the pipe given by -displayfd.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x900x24', '-nolisten', 'tcp'],
                     { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  let window = null;
  let ok = false;
  try {
    const display = await new Promise((resolve, reject) => {
      let text = '';
      xvfb.stdio[3].on('data', (d) => {
        text += d;
        if (text.includes('\n')) resolve(`:${text.trim()}`);
      });
      xvfb.on('exit', (code) => reject(new Failure(`Xvfb exited with ${code}`)));
    });
    const gameEnv = { ...process.env, HEARTS_FILE_DIALOG: 'none', ...env(tmp), DISPLAY: display };
    window = new DesktopWindow(name, program, artifacts, gameArgs, gameEnv, tmp);
    await run(window);
    ok = true;
  } catch (e) {
    console.error(`FAILED: ${e.message}`);
    try {
      if (window && window.windowId) window.screenshot('failed');
    } catch {
      // no screenshot
    }
  } finally {
    if (window) window.game.kill();
    xvfb.kill();
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(ok ? `${name} test passed` : `${name} test FAILED`);
  process.exit(ok ? 0 : 1);
}

// Save game and Open game in the desktop window under Xvfb, through the system's file dialog:
// a stand-in for zenity on PATH (HEARTS_FILE_DIALOG=zenity) notes what it was asked and
// answers as the test says, so no real dialog opens. The place chosen is where the game goes
// (".json" added to a name without one) and the notice says it in full; a cancel does
// nothing; a dialog that fails saves in the documents folder as without one; while a dialog
// is open the game goes on and points to it; Open game opens the file chosen, starting in the
// folder chosen last, and without a dialog says how else to open one.
//
// Usage: node tests/app/desktop-files.mjs PROGRAM ARTIFACT_DIR
// Exits 77 (skipped) when Xvfb, xdotool or the netpbm tools are not installed.
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Failure, button, desktopTest, sleep } from './desktop-window.mjs';

// The stand-in: its arguments to `asked`, then the shell code in `answer.sh` (what zenity
// would print and its exit status).
const fakeZenity = `#!/bin/sh
printf '%s\\n' "$@" > "$HEARTS_TEST_DIALOG/asked.part"
mv "$HEARTS_TEST_DIALOG/asked.part" "$HEARTS_TEST_DIALOG/asked"
. "$HEARTS_TEST_DIALOG/answer.sh"
`;

// The folder chosen: a path too long for a line of the notice, which shows it whole all the
// same (cut between its folders; the screenshot "saved").
const pickedFolder = 'picked-folder-with-a-name-so-long-that-no-line-of-a-notice-holds-it';

function prepare(tmp) {
  const dialog = path.join(tmp, 'dialog');
  const bin = path.join(tmp, 'bin');
  mkdirSync(dialog, { recursive: true });
  mkdirSync(bin, { recursive: true });
  mkdirSync(path.join(tmp, 'home', 'Documents'), { recursive: true });
  mkdirSync(path.join(tmp, pickedFolder), { recursive: true });
  writeFileSync(path.join(bin, 'zenity'), fakeZenity);
  chmodSync(path.join(bin, 'zenity'), 0o755);
  return { HEARTS_FILE_DIALOG: 'zenity', HEARTS_TEST_DIALOG: dialog, HOME: path.join(tmp, 'home'),
           PATH: `${bin}:${process.env.PATH}` };
}

let w = null;

// Opens the menu and presses Save game ('export') or Open game ('import'), the dialog to
// answer with `answer` (shell code); returns the arguments the dialog was started with.
async function ask(id, answer) {
  const dialog = path.join(w.tmp, 'dialog');
  writeFileSync(path.join(dialog, 'answer.sh'), answer);
  rmSync(path.join(dialog, 'asked'), { force: true });
  await w.pressButton('menu', 'Menu');
  let s = await w.waitForState('the menu', (st) => st.menu && st.idle);
  if (!button(s, id)) {
    const tab = s.buttons.find((b) => b.id === 'tab' && /game/i.test(`${b.label ?? ''}${b.name ?? ''}${b.value ?? ''}`));
    if (!tab) throw new Failure(`no ${id} button and no game tab in the menu: ${JSON.stringify(s.buttons.map((b) => b.id))}`);
    await w.click(tab, 'the Game tab');
    s = await w.waitForState(`the ${id} button`, (st) => button(st, id) && st.idle);
  }
  await w.click(button(s, id), id === 'export' ? 'Save game' : 'Open game');
  const asked = path.join(dialog, 'asked');
  for (let i = 0; i < 200 && !existsSync(asked); ++i) await sleep(50);
  if (!existsSync(asked)) throw new Failure(`no dialog was started for ${id}`);
  return readFileSync(asked, 'utf8').trim().split('\n');
}

const noticeWith = (text) => (st) => st.notices.some((n) => n.includes(text));

async function run(window) {
  w = window;
  await w.waitForState('the deal', (s) => s.stage === 'passing' && s.idle, 60000);
  w.findWindow();
  const home = path.join(w.tmp, 'home');
  const picked = path.join(w.tmp, pickedFolder);

  // Saved where the player chose, as .json, and said in full.
  let args = await ask('export', `printf '%s\\n' '${picked}/my game'; exit 0\n`);
  for (const a of ['--file-selection', '--save', '--confirm-overwrite', '--title=Save game', `--attach=${w.windowId}`])
    if (!args.includes(a)) throw new Failure(`zenity was not given ${a}: ${args.join(' ')}`);
  const suggested = args.find((a) => a.startsWith('--filename='));
  if (!/^--filename=.*\/Documents\/hearts-[a-z]+-\d+\.json$/.test(suggested) || !suggested.includes(home))
    throw new Failure(`the dialog suggested ${suggested}`);
  const saved = path.join(picked, 'my game.json');
  let s = await w.waitForState('the notice of the file saved', noticeWith(`The game was saved to ${saved}`));
  const record = JSON.parse(readFileSync(saved, 'utf8'));
  if (!record.seed && record.seed !== 0) throw new Failure(`${saved} is not a game record`);
  w.screenshot('saved');
  console.log(`  saved: "${s.notices[0]}"`);

  // Cancelled: nothing written, nothing said.
  const before = new Set(s.notices);
  await ask('export', 'exit 1\n');
  await sleep(600);
  s = await w.waitForState('the table', (st) => st.idle);
  const added = s.notices.filter((n) => !before.has(n));
  if (added.length > 0) throw new Failure(`a cancelled dialog said: ${added.join(' / ')}`);

  // While the dialog is open the game goes on, and asked again it points to the dialog.
  await ask('export', `while [ ! -f "$HEARTS_TEST_DIALOG/release" ]; do sleep 0.05; done; exit 1\n`);
  await w.pressButton('menu', 'Menu');
  s = await w.waitForState('the menu', (st) => st.menu && button(st, 'import') && st.idle);
  await w.click(button(s, 'import'), 'Open game, the dialog still open');
  await w.waitForState('the dialog pointed to', noticeWith('A file dialog is open'));
  writeFileSync(path.join(w.tmp, 'dialog', 'release'), '');
  await sleep(300);

  // A dialog that fails: saved in the documents folder, as without one.
  await ask('export', 'exit 3\n');
  s = await w.waitForState('the notice of the file saved without a dialog',
                           noticeWith(`The game was saved to ${path.join(home, 'Documents')}/hearts-`));
  if (!/\/Documents\/hearts-[a-z]+-\d+\.json$/.test(s.notices.find((n) => n.includes('Documents'))))
    throw new Failure(`saved without a dialog: ${s.notices.join(' / ')}`);

  // Opened from the folder chosen last.
  args = await ask('import', `printf '%s\\n' '${saved}'; exit 0\n`);
  if (args.includes('--save') || !args.includes(`--filename=${picked}/`) ||
      !args.includes('--file-filter=Hearts games (*.json) | *.json'))
    throw new Failure(`the open dialog was asked: ${args.join(' ')}`);
  await w.waitForState('the game opened', noticeWith('Opened "my game.json"'));

  // No dialog after all: how else to open a game.
  await ask('import', 'exit 255\n');
  s = await w.waitForState('the way without a dialog', noticeWith('drop its file on this window'));
  w.screenshot('no-dialog');
  console.log('  cancelled: nothing said; dialog open: pointed to; failed: saved in Documents; opened; no dialog: told how');
}

await desktopTest('desktop-files', ['--seed', '5', '--fast', '--level', 'random'], run, prepare);

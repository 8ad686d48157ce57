// Who plays, in the desktop window under Xvfb, with the mouse and the keyboard (through
// xdotool): the menu's custom table of levels (Ava random, Ben and Cleo expert), the
// player's name typed in the Options through SDL's text input, the bots' levels shown on
// their plates, and the score sheet headed with the name. A screenshot is saved at each step,
// at the desktop's size and at a phone's (390x844).
//
// Usage: node tests/app/desktop-seats.mjs PROGRAM ARTIFACT_DIR
// Exits 77 (skipped) when Xvfb, xdotool or the netpbm tools are not installed.
import { Failure, desktopTest, sleep } from './desktop-window.mjs';

const sheetText = (s) => (s.sheet || []).join(' | ');
const size = process.env.HEARTS_SEATS_SIZE || '1280x800';

// Escape puts away the notices that show (and, with none, would close the sheet instead).
async function putAwayNotices(w) {
  for (let i = 0; i < 5; ++i) {
    const s = await w.waitForState('a quiet moment', (st) => st.idle);
    if ((s.noticeBoxes || []).length === 0) return;
    w.key('Escape');
    await sleep(700);  // a notice that waited for room may show next
  }
}

async function run(w) {
  await w.waitForState('the deal', (s) => s.stage === 'passing' && s.idle, 60000);
  w.findWindow();
  await w.pressButton('menu', 'Menu');
  await w.pressButton('level_table', 'Custom…');
  for (const [id, what] of [['seat_level:2=expert', 'Ben expert'], ['seat_level:3=expert', 'Cleo expert'],
                            ['seat_level:1=random', 'Ava random']])
    await w.pressButton(id, what);
  let s = await w.waitForState('the custom table', (st) => st.idle && st.level === 'random/expert/expert');
  w.screenshot(`${size}-levels`);

  await w.pressButton('tab:table', 'Table');
  await w.pressButton('player_name', 'Change…');
  s = await w.waitForState('the name typed', (st) => st.idle && sheetText(st).includes('You|'));
  for (let i = 0; i < 3; ++i) w.key('BackSpace');
  w.xdotool('type', '--delay', '40', 'Sam');
  s = await w.waitForState('the name so far', (st) => st.idle && sheetText(st).includes('Sam|'));
  w.screenshot(`${size}-name-typed`);
  w.key('Return');
  s = await w.waitForState('the name kept', (st) => st.idle && !sheetText(st).includes('Sam|') &&
                                                    sheetText(st).includes('Sam'));
  // Escape puts away the notices of each change first, so that the rows show whole.
  await putAwayNotices(w);
  w.screenshot(`${size}-table-tab`);
  await w.pressButton('tab:game', 'Game');
  await w.pressButton('setting:show_levels=on', 'Shown');
  await putAwayNotices(w);
  w.screenshot(`${size}-game-tab`);

  await w.pressButton('menu_close', 'Resume');
  s = await w.waitForState('the table', (st) => st.idle && st.overlay === 'none');
  w.screenshot(`${size}-plates`);
  await w.pressButton('scores', 'Scores');
  s = await w.waitForState('the score sheet', (st) => st.idle && st.scoreSheet);
  for (const words of ['Sam', 'random', 'expert'])
    if (!sheetText(s).includes(words)) throw new Failure(`the score sheet says: ${sheetText(s)}`);
  await putAwayNotices(w);
  w.screenshot(`${size}-scores`);
}

desktopTest('seats', ['--seed', '11', '--level', 'medium', '--size', size], run);

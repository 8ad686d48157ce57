// The language in the desktop window under Xvfb, with the mouse (through xdotool): started
// with --lang de and a small German catalog in its assets (tests/app/po-de, not one the game
// ships), the welcome and the menu's Options are in German; English chosen in the list of
// languages puts the menu into English at once; started again without --lang, the game
// speaks the language chosen last, kept with the settings. A screenshot at each step.
//
// Usage: node tests/app/desktop-language.mjs PROGRAM ARTIFACT_DIR, with HEARTS_TEST_DE_ASSETS
// naming the test's asset folder. Exits 77 (skipped) when Xvfb, xdotool or the netpbm tools
// are not installed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Failure, desktopTest } from './desktop-window.mjs';

const assets = process.env.HEARTS_TEST_DE_ASSETS;
if (!assets) {
  console.error('HEARTS_TEST_DE_ASSETS must name the test asset folder (tests/app/CMakeLists.txt)');
  process.exit(2);
}
const sheetText = (s) => (s.sheet || []).join(' | ');
const selected = (s, id) => s.buttons.some((b) => b.id === id && b.selected);

async function openOptions(w) {
  await w.pressButton('menu', 'Menu');
  await w.pressButton('tab:options', 'Options');
}

async function run(w) {
  // The welcome shows from the first frame, for a while.
  const welcome = await w.waitForState('the welcome', (s) => (s.notices || []).length > 0, 60000);
  if (!welcome.notices.some((n) => n.startsWith('Willkommen bei Hearts!')))
    throw new Failure(`the welcome is not in German: ${JSON.stringify(welcome.notices)}`);
  await w.waitForState('the deal', (s) => s.stage === 'passing' && s.idle, 60000);
  w.findWindow();
  await openOptions(w);
  let s = await w.waitForState('the Options', (st) => st.idle && st.overlay === 'menu');
  if (!sheetText(s).includes('Sprache') || !sheetText(s).includes('Deutsch'))
    throw new Failure(`the Options do not name the language in German: ${sheetText(s)}`);
  w.screenshot('options-de');

  await w.pressButton('language', 'Ändern…');
  s = await w.waitForState('the list of languages', (st) => st.idle && st.overlay === 'languages');
  if (!selected(s, 'language_choice:de')) throw new Failure('the list does not show Deutsch as chosen');
  w.screenshot('languages-de');
  await w.pressButton('language_choice:en', 'English');
  s = await w.waitForState('the Options in English', (st) => st.idle && st.overlay === 'menu' &&
                                                            sheetText(st).includes('Language'));
  if (sheetText(s).includes('Sprache')) throw new Failure(`German words are left: ${sheetText(s)}`);
  w.screenshot('options-en');
  await w.close();
  const settings = JSON.parse(readFileSync(path.join(w.tmp, 'data', 'settings.json'), 'utf8'));
  if (settings.language !== 'en') throw new Failure(`the settings keep the language ${settings.language}`);

  // Started again without --lang: English, as chosen, and said so (not "automatic").
  const again = w.another('again', ['--assets', assets]);
  await again.waitForState('the deal again', (st) => st.idle, 60000);
  again.findWindow();
  await openOptions(again);
  s = await again.waitForState('the Options again', (st) => st.idle && st.overlay === 'menu');
  if (!sheetText(s).includes('Language') || sheetText(s).includes('(automatic)'))
    throw new Failure(`the language chosen is not kept: ${sheetText(s)}`);
  again.screenshot('options-kept');
  await again.close();
}

desktopTest('language', ['--lang', 'de', '--assets', assets, '--seed', '1', '--fast'], run);

// The language in the desktop window under Xvfb, with the mouse (through xdotool): started on
// a French system (LANG=fr_FR.UTF-8) without --lang, the welcome and the menu's Options are in
// French, the language named as the system's; German chosen in the list of languages puts
// the menu into German at once; started again, on the same French system, the game speaks
// the language chosen last, kept with the settings. A screenshot at each step.
//
// Usage: node tests/app/desktop-language.mjs PROGRAM ARTIFACT_DIR. Exits 77 (skipped) when
// Xvfb, xdotool or the netpbm tools are not installed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Failure, desktopTest } from './desktop-window.mjs';

const sheetText = (s) => (s.sheet || []).join(' | ');
const selected = (s, id) => s.buttons.some((b) => b.id === id && b.selected);
// A French system: LANG says French, and nothing set before it in the order of
// LC_ALL, LC_MESSAGES and LANGUAGE says otherwise.
const frenchSystem = () => ({ LANG: 'fr_FR.UTF-8', LC_ALL: '', LC_MESSAGES: '', LANGUAGE: '' });

// The menu opened on its Options page; the state read once that page is shown.
async function openOptions(w, name) {
  await w.pressButton('menu', 'Menu');
  await w.pressButton('tab:options', 'Options');
  return w.waitForState(name, (st) => st.idle && st.overlay === 'menu' && selected(st, 'tab:options'));
}

async function run(w) {
  // The welcome shows from the first frame, for a while.
  const welcome = await w.waitForState('the welcome', (s) => (s.notices || []).length > 0, 60000);
  if (!welcome.notices.some((n) => n.startsWith('Bienvenue')))
    throw new Failure(`the welcome is not in French: ${JSON.stringify(welcome.notices)}`);
  await w.waitForState('the deal', (s) => s.stage === 'passing' && s.idle, 60000);
  w.findWindow();
  w.screenshot('table-fr');
  let s = await openOptions(w, 'the Options');
  if (!sheetText(s).includes('Langue : Français (automatique)'))
    throw new Failure(`the Options do not name the system's language in French: ${sheetText(s)}`);
  w.screenshot('options-fr');

  await w.pressButton('language', 'Changer…');
  s = await w.waitForState('the list of languages', (st) => st.idle && st.overlay === 'languages');
  if (!selected(s, 'language_choice:system')) throw new Failure('the list does not show the automatic choice as chosen');
  w.screenshot('languages-fr');
  await w.pressButton('language_choice:de', 'Deutsch');
  s = await w.waitForState('the Options in German', (st) => st.idle && st.overlay === 'menu' &&
                                                           sheetText(st).includes('Sprache'));
  if (sheetText(s).includes('Langue')) throw new Failure(`French words are left: ${sheetText(s)}`);
  w.screenshot('options-de');
  await w.close();
  const settings = JSON.parse(readFileSync(path.join(w.tmp, 'data', 'settings.json'), 'utf8'));
  if (settings.language !== 'de') throw new Failure(`the settings keep the language ${settings.language}`);

  // Started again on the French system: German, as chosen, and said so (not "automatic").
  const again = w.another('again', ['--seed', '1', '--fast']);
  await again.waitForState('the deal again', (st) => st.idle, 60000);
  again.findWindow();
  s = await openOptions(again, 'the Options again');
  if (!sheetText(s).includes('Sprache: Deutsch') || sheetText(s).includes('automatisch'))
    throw new Failure(`the language chosen is not kept: ${sheetText(s)}`);
  again.screenshot('options-kept');
  await again.close();
}

desktopTest('language', ['--seed', '1', '--fast'], run, frenchSystem);

// The language in the page, in headless Chromium. A German browser (locale de-DE): the page's
// own words (web/loader.js, locale/de.json) and the program's catalog and faces (locale/de.mo,
// de.ttf, de-bold.ttf) are fetched, the loader's words and the game's (its welcome, the
// menu's Options) are German, and the root's lang is "de". English chosen in the menu's list
// of languages: the game and the page in English at once, and after a reload still, although
// the browser asks for German. A Japanese browser: the catalog and the one Japanese face
// fetched, the welcome and the Options in Japanese, drawn (a screenshot). In both, the screen
// reader's live region says the welcome in the language, and is named in it. Then an English
// browser opened at ?lang=de: German, the address without it, the choice kept.
//
// Usage: node tests/e2e/language.mjs (after the wasm build; see lib.mjs for settings)
import { launchBrowser, serveSite, watchErrors, waitForStart, waitForState, pressButton, screenshot,
         Failure, artifactDir } from './lib.mjs';

const VIEW = { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, input: 'mouse' };
const sheetText = (s) => (s.sheet || []).join(' | ');
const rootLang = (page) => page.evaluate(() => document.documentElement.lang);
// The screen reader's live region has said `text`, and is named in the page's language.
async function liveRegionSays(page, text, label) {
  await page.waitForFunction((t) => document.getElementById('mirror-live').textContent.includes(t), text,
                             { timeout: 20000 })
    .catch(async () => {
      throw new Failure(`the live region never said "${text}": ${await page.evaluate(() =>
        document.getElementById('mirror-live').textContent)}`);
    });
  const named = await page.evaluate(() => document.getElementById('mirror-live').getAttribute('aria-label'));
  if (named !== label) throw new Failure(`the live region is named "${named}", not "${label}"`);
}
const licences = (page) => page.evaluate(() => document.querySelector('a[href="third-party-licenses.txt"]').textContent);

// A browser context whose languages are `locale`'s; `asked` lists the names of the files of
// the site's locale/ folder the page fetched.
async function openContext(browser, locale) {
  const context = await browser.newContext({ viewport: VIEW.viewport, deviceScaleFactor: 1, locale });
  const asked = [];
  const page = await context.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/locale/')) asked.push(url.pathname.slice(url.pathname.lastIndexOf('/') + 1));
  });
  return { context, page, asked, problems: watchErrors(page) };
}

async function started(page, url) {
  await page.goto(url);
  const outcome = await waitForStart(page);
  if (outcome.state !== 'running') throw new Failure(`the page did not start: ${outcome.error}`);
}

async function openOptions(page) {
  await pressButton(page, VIEW, 'menu', 'Menu');
  await pressButton(page, VIEW, 'tab:options', 'Options');
  return waitForState(page, 'the Options', (s) => s.idle && s.overlay === 'menu' && sheetText(s).length > 0);
}

async function germanBrowser(browser, url) {
  const { context, page, asked, problems } = await openContext(browser, 'de-DE');
  try {
    await started(page, url);
    await page.waitForFunction(() => document.documentElement.lang === 'de', null, { timeout: 20000 })
      .catch(() => { throw new Failure('the root\'s lang never became "de"'); });
    for (const file of ['de.json', 'de.mo', 'de.ttf', 'de-bold.ttf'])
      if (!asked.includes(file)) throw new Failure(`locale/${file} was not fetched (fetched: ${asked})`);
    if (await licences(page) !== 'Lizenzen') throw new Failure(`the page's words are not German: ${await licences(page)}`);
    // The catalog was in place before main(): the game's first words are German.
    const first = await waitForState(page, 'the welcome', (s) => (s.notices || []).length > 0);
    if (!first.notices.some((n) => n.startsWith('Willkommen bei Hearts!')))
      throw new Failure(`the welcome is not German: ${JSON.stringify(first.notices)}`);
    await liveRegionSays(page, 'Willkommen bei Hearts!', 'Was geschieht');
    let s = await openOptions(page);
    if (!sheetText(s).includes('Sprache') || !sheetText(s).includes('Deutsch (automatisch)'))
      throw new Failure(`the Options do not name the browser's language: ${sheetText(s)}`);
    await screenshot(page, 'language-options-de');
    console.log('  German browser: the page and the game in German, lang="de"');

    await pressButton(page, VIEW, 'language', 'the list of languages');
    s = await waitForState(page, 'the list of languages', (st) => st.idle && st.overlay === 'languages');
    if (!s.buttons.some((b) => b.id === 'language_choice:system' && b.selected))
      throw new Failure('the list does not show Automatic as chosen');
    await screenshot(page, 'language-list');
    await pressButton(page, VIEW, 'language_choice:en', 'English');
    s = await waitForState(page, 'the Options in English', (st) => st.idle && st.overlay === 'menu' &&
                                                                   sheetText(st).includes('Language'));
    await page.waitForFunction(() => document.documentElement.lang === 'en', null, { timeout: 5000 })
      .catch(() => { throw new Failure('the root\'s lang did not follow the choice of English'); });
    if (await licences(page) !== 'Licences') throw new Failure('the page\'s words stayed German');
    console.log('  English chosen in the menu: the game and the page in English at once');

    const before = asked.length;
    await page.reload();
    await started(page, page.url());
    s = await openOptions(page);
    if (!sheetText(s).includes('English') || sheetText(s).includes('automatic') || sheetText(s).includes('Sprache'))
      throw new Failure(`after a reload the choice is not kept: ${sheetText(s)}`);
    if (await rootLang(page) !== 'en' || await licences(page) !== 'Licences')
      throw new Failure(`after a reload the page is not English: lang="${await rootLang(page)}"`);
    if (asked.length !== before) throw new Failure(`German files fetched again: ${asked.slice(before)}`);
    const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('hearts.settings')));
    if (saved.language !== 'en') throw new Failure(`the settings keep the language "${saved.language}"`);
    await screenshot(page, 'language-options-kept');
    console.log('  after a reload: English, as chosen, with a German browser');
    if (problems.length > 0) throw new Failure(`errors on the page:\n    ${problems.join('\n    ')}`);
  } finally {
    await context.close();
  }
}

async function japaneseBrowser(browser, url) {
  const { context, page, asked, problems } = await openContext(browser, 'ja-JP');
  try {
    await started(page, url);
    await page.waitForFunction(() => document.documentElement.lang === 'ja', null, { timeout: 20000 })
      .catch(() => { throw new Failure('the root\'s lang never became "ja"'); });
    for (const file of ['ja.json', 'ja.mo', 'ja.ttf'])
      if (!asked.includes(file)) throw new Failure(`locale/${file} was not fetched (fetched: ${asked})`);
    if (asked.some((file) => !file.startsWith('ja'))) throw new Failure(`other languages' files fetched: ${asked}`);
    if (await licences(page) !== 'ライセンス') throw new Failure(`the page's words are not Japanese: ${await licences(page)}`);
    const first = await waitForState(page, 'the welcome', (s) => (s.notices || []).length > 0);
    if (!first.notices.some((n) => n.startsWith('ハーツへようこそ')))
      throw new Failure(`the welcome is not Japanese: ${JSON.stringify(first.notices)}`);
    await liveRegionSays(page, 'ハーツへようこそ', '出来事');
    await screenshot(page, 'language-table-ja');
    const s = await openOptions(page);
    if (!sheetText(s).includes('言語')) throw new Failure(`the Options are not Japanese: ${sheetText(s)}`);
    await screenshot(page, 'language-options-ja');
    console.log('  Japanese browser: the page and the game in Japanese, lang="ja"');
    if (problems.length > 0) throw new Failure(`errors on the page:\n    ${problems.join('\n    ')}`);
  } finally {
    await context.close();
  }
}

async function linkedLanguage(browser, url) {
  const { context, page, problems } = await openContext(browser, 'en-US');
  try {
    await started(page, `${url}?lang=de`);
    await page.waitForFunction(() => document.documentElement.lang === 'de', null, { timeout: 20000 })
      .catch(() => { throw new Failure('?lang=de did not make the page German'); });
    if (page.url().includes('lang=')) throw new Failure(`the address still asks for the language: ${page.url()}`);
    const s = await openOptions(page);
    if (!sheetText(s).includes('Deutsch') || sheetText(s).includes('automatisch'))
      throw new Failure(`?lang=de is not kept as the player's choice: ${sheetText(s)}`);
    const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('hearts.settings')));
    if (saved.language !== 'de') throw new Failure(`the settings keep the language "${saved.language}"`);
    console.log('  English browser at ?lang=de: German, kept, the address cleaned');
    if (problems.length > 0) throw new Failure(`errors on the page:\n    ${problems.join('\n    ')}`);
  } finally {
    await context.close();
  }
}

const server = await serveSite();
const browser = await launchBrowser();
let passed = false;
try {
  await germanBrowser(browser, server.url);
  await japaneseBrowser(browser, server.url);
  await linkedLanguage(browser, server.url);
  if (server.errors.length > 0) throw new Failure(`requests the site could not answer:\n  ${server.errors.join('\n  ')}`);
  passed = true;
} catch (error) {
  if (!(error instanceof Failure)) throw error;
  console.error(`FAILED: ${error.message}`);
} finally {
  await browser.close();
  await server.close();
}
console.log(passed ? `language test passed; screenshots in ${artifactDir}` : 'language test FAILED');
process.exit(passed ? 0 : 1);

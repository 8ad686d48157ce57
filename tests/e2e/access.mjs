// The game without a mouse, in headless Chromium.
//
// 1. By screen reader: the DOM mirror beside the canvas, found through the accessibility
//    tree (roles and names, as playwright's getByRole sees them). A whole hand is passed and
//    played with Tab and Enter on the mirror's buttons alone; the live region's sentences are
//    read back (the deal, the pass received, every card played, every trick, the scores);
//    the scores table matches the game; and at every step no card of another player's hand
//    is anywhere in the DOM (text or attributes) before it is played.
// 2. By keyboard on the canvas: C/D/S/H jump to a suit, the arrows walk the hand, Enter
//    chooses and plays, P passes, Escape and the arrows work the menu; the focus is drawn
//    (screenshots).
// 3. What else the live region says, opened with odd URL values: every notice the table
//    shows, why a card that cannot be played cannot (pressed in the mirror, with no page
//    error), a play taken back, a new level and from when it plays; and the page's own
//    scripts print no console warnings meanwhile (the console is for faults). A bot's claim,
//    on a table the bots play alone, is one sentence that stays in the live region.
// 4. The panel fits the window, its latest log lines in view, at 1280x800, 390x844 and
//    320x480 (screenshots).
//
// Usage: node tests/e2e/access.mjs    (after the wasm build; see lib.mjs for settings)
import { launchBrowser, serveSite, waitForStart, screenshot, readState, Failure,
         waitForState, inView } from './lib.mjs';

const DESKTOP = { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1,
                  input: 'keys' };
const PANEL_VIEWS = [
  DESKTOP,
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true,
    hasTouch: true },
  { name: 'small', viewport: { width: 320, height: 480 }, deviceScaleFactor: 2, isMobile: true,
    hasTouch: true },
];
const HAND_TIMEOUT_MS = 240000;
const RANKS = { 2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '7', 8: '8', 9: '9', T: '10',
                J: 'jack', Q: 'queen', K: 'king', A: 'ace' };
const SUITS = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const spoken = (card) => `${RANKS[card[0]]} of ${SUITS[card[1]]}`;
const CARD_WORDS = /\b(2|3|4|5|6|7|8|9|10|jack|queen|king|ace) of (clubs|diamonds|hearts|spades)\b/g;

function mirrorState(page) {
  return page.evaluate(() => (window.heartsMirror && window.heartsMirror.state
    ? JSON.parse(JSON.stringify(window.heartsMirror.state)) : null));
}

function heard(page) {
  return page.evaluate(() => window.heartsMirror.spoken.slice());
}

// Every card named anywhere in the page's DOM, text and attributes alike.
async function cardsInDom(page) {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  return new Set(Array.from(html.matchAll(CARD_WORDS), (m) => m[0]));
}

// No card of another hand is in the DOM: only the player's own cards (now or passed away),
// and cards already played or passed to the player, may be named.
async function checkNoHiddenCards(page, known, when) {
  const state = await readState(page);
  for (const c of state.cards) known.add(spoken(c.card));
  for (const t of state.table) known.add(spoken(t.card));
  for (const line of await heard(page)) for (const m of line.matchAll(CARD_WORDS)) known.add(m[0]);
  const hidden = [...await cardsInDom(page)].filter((name) => !known.has(name));
  if (hidden.length > 0) throw new Failure(`${when}: the DOM names cards the player cannot know: ${hidden.join(', ')}`);
}

// Presses Tab until the focused element satisfies `want` (an element handle predicate run in
// the page); fails after a full round of the page's tab stops.
async function tabTo(page, what, want, arg) {
  for (let i = 0; i < 80; ++i) {
    if (await page.evaluate(want, arg)) return;
    await page.keyboard.press('Tab');
  }
  throw new Failure(`Tab never reached ${what}`);
}

const focusedIs = ([key, enabledOnly]) => {
  const el = document.activeElement;
  const li = el && el.closest('li');
  if (!li || !li.dataset.key) return false;
  if (enabledOnly && el.getAttribute('aria-disabled') === 'true') return false;
  return key === null ? li.parentElement.id === 'mirror-hand' : li.dataset.key === key;
};

async function screenReaderHand(page) {
  // mirror.js held back until the game has drawn its table: the state the game published
  // before the script ran must still reach the mirror.
  await page.route('**/mirror.js', async (route) => {
    await page.waitForFunction(() => window.heartsTest && window.heartsTest.stage, null,
                               { timeout: 60000, polling: 50 }).catch(() => {});
    await route.continue();
  });
  await page.goto(`${globalThis.siteUrl}?seed=11&level=easy&fast=1`);
  const started = await waitForStart(page);
  if (started.state !== 'running') throw new Failure(`the page did not start: ${started.error}`);
  const first = await waitForState(page, 'the deal', (s) => s.stage === 'passing' && s.idle, 60000);
  const known = new Set();
  await checkNoHiddenCards(page, known, 'at the deal');

  // The accessibility tree: the mirror, the hand as a list of 13 buttons named by card.
  const main = page.getByRole('main', { name: 'Hearts' });
  const handList = main.getByRole('list', { name: /^Your hand, 13 cards/ });
  await handList.waitFor({ timeout: 10000 });
  const handButtons = handList.getByRole('button');
  if (await handButtons.count() !== 13) throw new Failure(`the hand list has ${await handButtons.count()} buttons`);
  for (const c of first.cards) {
    if (await handList.getByRole('button', { name: spoken(c.card), exact: true }).count() !== 1)
      throw new Failure(`no button "${spoken(c.card)}" in the hand`);
  }
  const scoresTable = main.getByRole('table', { name: 'Scores' });
  if (await scoresTable.getByRole('row').count() !== 5) throw new Failure('the scores table has no row per player');
  const passButton = main.getByRole('button', { name: 'Pass', exact: true });
  if (!await passButton.isVisible().catch(() => false) && await passButton.count() !== 1)
    throw new Failure('no Pass button in the mirror');
  if (await passButton.getAttribute('aria-disabled') !== 'true') throw new Failure('Pass is offered before any card is chosen');
  console.log(`  mirror: 13 card buttons, scores table, Pass (disabled until ${first.passCount} cards are chosen)`);

  // Pass: Tab into the mirror from the canvas, Enter on the first three cards, then Pass.
  await page.locator('#canvas').focus();
  await tabTo(page, 'the hand', focusedIs, [null, false]);
  const chosen = [];
  for (let i = 0; i < first.passCount; ++i) {
    const key = await page.evaluate(() => document.activeElement.closest('li').dataset.key);
    chosen.push(key.slice(5));
    await page.keyboard.press('Enter');
    await page.waitForFunction((k) => {
      const li = document.querySelector(`#mirror-hand li[data-key="${k}"]`);
      return li && li.firstChild.getAttribute('aria-pressed') === 'true';
    }, key, { timeout: 5000 });
    await page.keyboard.press('Tab');
  }
  const selected = (await readState(page)).cards.filter((c) => c.selected).map((c) => c.card);
  if (selected.sort().join() !== chosen.sort().join())
    throw new Failure(`chose ${chosen} in the mirror, the game has ${selected} selected`);
  await tabTo(page, 'the Pass button', focusedIs, ['button:pass', true]);
  await page.keyboard.press('Enter');
  await waitForState(page, 'the pass', (s) => s.stage !== 'passing' && s.stage !== 'pass_waiting', 30000);
  console.log(`  passed ${chosen.join(' ')} with Tab and Enter`);

  // Play: at each turn, Tab to a card the rules allow and press Enter.
  const deadline = Date.now() + HAND_TIMEOUT_MS;
  let plays = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Failure('the hand did not end in time');
    const s = await readState(page);
    if (s.scoreSheet) break;
    const m = await mirrorState(page);
    if (m && m.hand.some((c) => c.enabled)) {
      await checkNoHiddenCards(page, known, `before play ${plays + 1}`);
      const before = s.tricksPlayed * 4 + s.table.length;
      await tabTo(page, 'a card that may be played', focusedIs, [null, true]);
      await page.keyboard.press('Enter');
      ++plays;
      await page.waitForFunction(() => !window.heartsMirror.state.hand.some((c) => c.enabled), null,
                                 { timeout: 10000 }).catch(() => {});
      if ((await readState(page)).tricksPlayed * 4 + (await readState(page)).table.length === before &&
          !(await readState(page)).scoreSheet) {
        // Still the player's turn: the card was refused (it should not have been enabled).
        const again = await mirrorState(page);
        if (again.hand.some((c) => c.enabled)) throw new Failure('Enter on an enabled card did not play it');
      }
      continue;
    }
    await page.waitForTimeout(100);
  }
  const end = await readState(page);
  console.log(`  played ${plays} cards with Tab and Enter; the hand ended (scores ${end.scores})`);
  if (plays < 1) throw new Failure('no card was played through the mirror');

  // What the live region said.
  const lines = await heard(page);
  const count = (re) => lines.filter((l) => re.test(l)).length;
  const expect = (re, n, what) => {
    const got = count(re);
    if (typeof n === 'number' ? got !== n : got < 1) throw new Failure(`the live region said ${what} ${got} times`);
  };
  expect(/^Hand 1 is dealt\. Choose 3 cards to pass to Ava$/, 1, '"Hand 1 is dealt"');
  expect(/ passed you the /, 1, 'what was passed');
  expect(/^Your turn: /, null, '"Your turn"');
  // A claim tells the cards it plays out, and their tricks, in its one sentence.
  const claimed = count(/ claims? the rest of the hand/) > 0;
  expect(/ (play|plays) the /, claimed ? null : 52, 'a card played');
  expect(/ (take|takes) the trick, /, claimed ? null : 13, 'a trick taken');
  expect(/^Hand 1 is over\. Scores: You \d+, Ava \d+, Ben \d+, Cleo \d+$/, 1, 'the end of the hand');
  const liveText = await page.locator('#mirror-live').innerText();
  if (!liveText.includes('Hand 1 is over')) throw new Failure('the live region in the DOM does not hold the last sentences');
  console.log(`  live region: ${lines.length} sentences, e.g. "${lines.find((l) => l.startsWith('Your turn'))}"`);

  // The scores table and the score sheet's words, as a screen reader reads them.
  const rows = await scoresTable.getByRole('row').allInnerTexts();
  for (let seat = 0; seat < 4; ++seat) {
    const cells = rows[seat + 1].split('\t').map((x) => x.trim());
    if (Number(cells[2]) !== end.scores[seat]) throw new Failure(`scores row ${rows[seat + 1]} != ${end.scores[seat]}`);
  }
  const sheet = main.getByRole('list', { name: 'Open sheet' });
  if (await sheet.getByRole('listitem').count() < 4) throw new Failure('the score sheet is not read out in the mirror');
  const next = main.getByRole('button', { name: /Next hand/ });
  if (await next.count() !== 1) throw new Failure('no "Next hand" button in the mirror');
  await next.focus();
  await screenshot(page, 'access-mirror-focused');
  await page.keyboard.press('Enter');
  await waitForState(page, 'hand 2', (s) => s.handNumber === 2 && !s.scoreSheet, 20000);
  console.log('  Next hand pressed in the mirror: hand 2 dealt');

  // The panel gives the table back: Escape, or a click on the panel outside its buttons,
  // returns the focus to the canvas and hides the panel.
  const panelHeight = () => page.evaluate(() => document.getElementById('mirror').getBoundingClientRect().height);
  const onCanvas = () => page.evaluate(() => document.activeElement === document.getElementById('canvas'));
  for (const how of ['Escape', 'a click on the panel']) {
    await page.locator('#canvas').focus();
    await page.keyboard.press('Tab');
    if (await onCanvas() || await panelHeight() < 100) throw new Failure('Tab from the canvas did not open the panel');
    if (how === 'Escape') {
      await page.keyboard.press('Escape');
    } else {
      const box = await page.locator('#mirror-back').boundingBox();
      await page.mouse.click(box.x + 4, box.y + box.height / 2);
    }
    await page.waitForTimeout(100);
    if (!await onCanvas()) throw new Failure(`${how} left the focus in the panel`);
    if (await panelHeight() > 1) throw new Failure(`${how} left the panel over the table`);
    const st = await readState(page);
    if (st.overlay && st.overlay !== 'none') throw new Failure(`${how} also opened ${st.overlay} on the table`);
  }
  console.log('  Escape and a click on the panel give the table back');
}

async function canvasKeys(page) {
  await page.goto(`${globalThis.siteUrl}?seed=12&level=easy&fast=1`);
  const started = await waitForStart(page);
  if (started.state !== 'running') throw new Failure(`the page did not start: ${started.error}`);
  let s = await waitForState(page, 'the deal', (st) => st.stage === 'passing' && st.idle, 60000);
  const focused = (st) => st.cards.find((c) => c.focused);
  // C, D, S, H: the first card of each suit the hand holds.
  for (const [key, suit] of [['c', 'C'], ['d', 'D'], ['s', 'S'], ['h', 'H']]) {
    const first = s.cards.find((c) => c.card[1] === suit);
    if (!first) continue;
    await page.keyboard.press(key);
    s = await waitForState(page, `${key} to jump`, (st) => focused(st) && focused(st).card[1] === suit);
    if (focused(s).card !== first.card) throw new Failure(`${key} went to ${focused(s).card}, not ${first.card}`);
  }
  await screenshot(page, 'access-keys-focus');
  // Choose three cards with Enter and pass them with P.
  await page.keyboard.press('c');
  for (let i = 0; i < 3; ++i) {
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
  }
  s = await waitForState(page, 'three cards chosen', (st) => st.cards.filter((c) => c.selected).length === 3);
  await page.keyboard.press('p');
  await waitForState(page, 'the pass', (st) => st.stage === 'playing', 30000);
  // Play the hand: walk with the arrows to a legal card, Enter.
  const deadline = Date.now() + HAND_TIMEOUT_MS;
  let plays = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Failure('the hand did not end in time');
    s = await readState(page);
    if (s.scoreSheet) break;
    if (s.stage === 'playing' && s.toMove === 0 && s.cards.some((c) => c.legal)) {
      for (let i = 0; i < 14 && !(focused(s) && focused(s).legal); ++i) {
        const from = focused(s) ? focused(s).card : null;
        await page.keyboard.press('ArrowRight');
        // The hook shows a move once it is drawn.
        s = await waitForState(page, 'the focus to move', (st) => st.cards.length === 1 ||
                               (focused(st) && focused(st).card !== from), 5000);
      }
      if (!focused(s) || !focused(s).legal) throw new Failure('the arrows never reached a legal card');
      const before = s.cards.length;
      await page.keyboard.press('Enter');
      await waitForState(page, 'the card played', (st) => st.cards.length === before - 1 || st.scoreSheet, 10000);
      ++plays;
      continue;
    }
    await page.waitForTimeout(100);
  }
  console.log(`  keys: suit jumps, 3 chosen with Enter, P passed, ${plays} cards played with arrows and Enter`);
  // The score sheet: Enter moves on; then Escape opens the menu and the arrows walk it.
  await page.keyboard.press('Enter');
  s = await waitForState(page, 'hand 2', (st) => st.handNumber === 2 && !st.scoreSheet, 20000);
  // Escape puts away the notices that are up first (a claim's, say), then opens the menu.
  for (let i = 0; i <= s.notices.length && !(await readState(page)).menu; ++i) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
  await waitForState(page, 'the menu', (st) => st.menu);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  s = await waitForState(page, 'a focused menu button', (st) => st.focusedButton === 'tab:options');
  await screenshot(page, 'access-keys-menu');
  await page.keyboard.press('Enter');
  s = await waitForState(page, 'the options tab', (st) => st.buttons.some((b) => b.id === 'tab:options' && b.selected));
  await page.keyboard.press('Escape');
  await waitForState(page, 'the menu closed', (st) => !st.menu);
  console.log('  Escape opened the menu, the arrows walked to Options, Enter opened it, Escape closed it');
}

// Presses a button of the mirror (by its key, "card:QS" or "button:undo") as a keyboard does.
async function pressInMirror(page, key) {
  const target = page.locator(`#mirror li[data-key="${key}"] > button`);
  await target.focus();
  await page.keyboard.press('Enter');
}

// Waits until the live region has said `want` (a string or a RegExp) since `from` lines.
async function waitToHear(page, what, want, from = 0, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = (await heard(page)).slice(from);
    const line = lines.find((l) => (typeof want === 'string' ? l === want : want.test(l)));
    if (line) return line;
    if (Date.now() > deadline) {
      throw new Failure(`the live region never said ${what}; it said: ${JSON.stringify(lines.slice(-8))}`);
    }
    await page.waitForTimeout(50);
  }
}

// The page's own scripts' console warnings; not the browser's, such as its WebGL driver's
// notes, which it reports from the page's address.
function watchWarnings(page) {
  const warnings = [];
  page.on('console', (message) => {
    const from = message.location().url || '';
    if (message.type() === 'warning' && from.startsWith(globalThis.siteUrl) && /\.js$/.test(from)) {
      warnings.push(message.text());
    }
  });
  return warnings;
}

async function spokenMoments(page) {
  const warnings = watchWarnings(page);
  await page.goto(`${globalThis.siteUrl}?seed=11&level=grandmaster&autoplay=maybe&fast=1`);
  const started = await waitForStart(page);
  if (started.state !== 'running') throw new Failure(`the page did not start: ${started.error}`);
  const dealt = await waitForState(page, 'the deal', (s) => s.stage === 'passing' && s.idle, 60000);

  // Every notice on the table is said.
  if (!dealt.notices.some((n) => n.includes('grandmaster'))) {
    throw new Failure(`no notice of the odd level: ${JSON.stringify(dealt.notices)}`);
  }
  for (const notice of dealt.notices) await waitToHear(page, `the notice "${notice}"`, notice);
  console.log(`  ${dealt.notices.length} notices said, e.g. "${dealt.notices.find((n) => n.includes('grandmaster'))}"`);
  // Said once: the address no longer asks for what was refused, nor deals the game again.
  const left = new URL(page.url()).search;
  if (left !== '') throw new Failure(`the address still holds "${left}" after the game started`);

  // Pass three cards, then at the first turn with a card that cannot be played, press it.
  const first = await mirrorState(page);
  for (const card of first.hand.slice(0, 3)) await pressInMirror(page, card.key);
  await waitForState(page, 'three cards chosen', (s) => s.cards.filter((c) => c.selected).length === 3);
  await pressInMirror(page, 'button:pass');
  let turn = null;
  for (let i = 0; i < 13 && !turn; ++i) {
    await page.waitForFunction(() => window.heartsMirror.state.hand.some((c) => c.enabled), null,
                               { timeout: 30000 });
    const m = await mirrorState(page);
    if (m.hand.some((c) => !c.enabled)) {
      turn = m;
    } else {
      const before = m.hand.length;
      await pressInMirror(page, m.hand.find((c) => c.enabled).key);
      await page.waitForFunction((n) => window.heartsMirror.state.hand.length < n, before, { timeout: 10000 });
    }
  }
  if (!turn) throw new Failure('no turn with a card that cannot be played');
  const refused = turn.hand.find((c) => !c.enabled);
  const saidBefore = (await heard(page)).length;
  await pressInMirror(page, refused.key);
  const reason = await waitToHear(page, `why ${refused.name} cannot be played`, refused.note, saidBefore);
  if ((await mirrorState(page)).hand.length !== turn.hand.length) throw new Failure(`${refused.name} was played`);
  console.log(`  pressed ${refused.name}, which cannot be played: "${reason}"`);

  // A play taken back is said.
  const played = turn.hand.find((c) => c.enabled);
  await pressInMirror(page, played.key);
  await page.waitForFunction((key) => !window.heartsMirror.state.hand.some((c) => c.key === key), played.key,
                             { timeout: 10000 });
  await page.waitForFunction(() => window.heartsMirror.state.controls.some(
    (c) => c.key === 'button:undo' && c.enabled), null, { timeout: 30000 });
  const beforeUndo = (await heard(page)).length;
  await pressInMirror(page, 'button:undo');
  const undone = await waitToHear(page, 'the play taken back', `Taken back: your ${played.name}`, beforeUndo);
  console.log(`  undo: "${undone}"`);

  // A level chosen in the menu is said, with when it plays.
  const beforeLevel = (await heard(page)).length;
  await pressInMirror(page, 'button:menu');
  await waitForState(page, 'the menu', (s) => s.menu);
  await pressInMirror(page, 'button:tab:game');
  await waitForState(page, 'the game tab', (s) => s.buttons.some((b) => b.id === 'level:easy'));
  await pressInMirror(page, 'button:level:easy');
  const level = await waitToHear(page, 'the new level', 'The bots play at Easy from their next move', beforeLevel);
  console.log(`  level: "${level}"`);
  await checkPanel(page, DESKTOP, 'access-spoken-panel');
  await pressInMirror(page, 'button:menu_close');
  if (warnings.length > 0) throw new Failure(`console warnings from the page:\n    ${warnings.join('\n    ')}`);
  console.log('  no console warnings from the page');
}

// On a table the bots play alone, a bot claims the rest of the first hand: one sentence, not
// followed by the cards it plays out, and still in the live region.
async function botClaim(page) {
  await page.goto(`${globalThis.siteUrl}?seed=3&autoplay=1&fast=1&level=random`);
  await waitForStart(page);
  const claim = await waitToHear(page, "a bot's claim", /^(Ava|Ben|Cleo) claims the rest of the hand/, 0, 60000);
  const lines = await heard(page);
  const next = lines[lines.indexOf(claim) + 1];
  if (next && / plays the /.test(next)) throw new Failure(`the claim is followed by its plays: "${next}"`);
  const live = await page.locator('#mirror-live').innerText();
  if (!live.includes(claim)) throw new Failure(`"${claim}" is no longer in the live region`);
  console.log(`  "${claim}"${next ? `, then "${next}"` : ''}`);
}

// With the focus in the mirror, its panel lies inside the window, and the latest line of its
// log shows.
async function checkPanel(page, view, name) {
  await page.evaluate(() => {
    for (let i = 1; i <= 25; ++i) window.heartsMirror.announce(`Line ${i} of a long hand`);
  });
  if (!await page.evaluate(() => document.getElementById('mirror').contains(document.activeElement))) {
    await page.locator('#mirror-hand button, #mirror-controls button').first().focus();
  }
  await page.waitForTimeout(100);
  const fit = await page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const live = document.getElementById('mirror-live');
    return { panel: box(document.getElementById('mirror')), last: box(live.lastElementChild),
             width: window.innerWidth, height: window.innerHeight };
  });
  const inside = (b) => b.top >= 0 && b.left >= 0 && b.bottom <= fit.height + 0.5 && b.right <= fit.width + 0.5;
  if (!inside(fit.panel)) throw new Failure(`${view.name}: the panel ${JSON.stringify(fit.panel)} leaves the ${fit.width}x${fit.height} window`);
  if (!inside(fit.last) || fit.last.top < fit.panel.top) {
    throw new Failure(`${view.name}: the log's latest line ${JSON.stringify(fit.last)} is not in view`);
  }
  await screenshot(page, name);
  console.log(`  ${view.name}: the panel fills ${Math.round(fit.panel.top)}-${Math.round(fit.panel.bottom)} ` +
              `of ${fit.height} px, its latest line in view`);
}

async function panelFits(page, view) {
  await page.goto(`${globalThis.siteUrl}?seed=11&level=easy&fast=1`);
  await waitForStart(page);
  await waitForState(page, 'the deal', (s) => s.stage === 'passing' && s.idle, 60000);
  await checkPanel(page, view, `access-panel-${view.name}`);
}

async function main() {
  const server = await serveSite();
  globalThis.siteUrl = server.url;
  const browser = await launchBrowser();
  let ok = true;
  try {
    ok = await inView(browser, DESKTOP, 'access-reader', ({ page }) => screenReaderHand(page)) && ok;
    ok = await inView(browser, DESKTOP, 'access-keys', ({ page }) => canvasKeys(page)) && ok;
    ok = await inView(browser, DESKTOP, 'access-spoken', ({ page }) => spokenMoments(page)) && ok;
    ok = await inView(browser, DESKTOP, 'access-claim', ({ page }) => botClaim(page)) && ok;
    for (const view of PANEL_VIEWS) {
      ok = await inView(browser, view, 'access-panel', ({ page }) => panelFits(page, view)) && ok;
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (server.errors.length > 0) {
    console.error(`requests that failed: ${server.errors.join(', ')}`);
    ok = false;
  }
  console.log(ok ? 'access: ok' : 'access: FAILED');
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// The table as a new player meets it, in headless Chromium, on a desktop and on a phone:
//
// 1. Notices: one raised while the menu is open is drawn above it, inside the window, on no
//    button; a confirmation of the player's own action (the deal's link copied) shows first,
//    before an older notice; a tap puts one away.
// 2. Passing: a hint's marks (its cards and its words) go when the player chooses another card.
// 3. The controls on a touch screen are at least a fingertip (44 CSS pixels) tall, the table's
//    and every button of each page of the menu, and a card dragged up to the table is played.
//
// Usage: node tests/e2e/table.mjs    (after the wasm build; see lib.mjs for settings)
import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import { waitForStart, screenshot, readState, Failure, waitForState, press, button, inView,
         runViews, pressButton } from './lib.mjs';

const VIEWS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, input: 'mouse' },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3,
    isMobile: true, hasTouch: true, input: 'touch' },
];

const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

async function notices(page, view) {
  // An odd URL value gives a notice at the start.
  const s = await waitForState(page, 'the notice of the odd rules', (t) => t.notices.length > 0, 10000);
  if (!s.notices[0].includes('nonsense')) throw new Failure(`first notice: ${s.notices[0]}`);
  // The player's own action is answered first, above the older notice.
  await pressButton(page, view, 'menu');
  await pressButton(page, view, 'share');
  const shared = await waitForState(page, 'the link confirmed', (t) =>
    t.notices.some((n) => n.includes('copied')), 10000);
  if (!shared.notices[0].includes('copied')) {
    throw new Failure(`the confirmation is not first: [${shared.notices.join(' | ')}]`);
  }
  if (!shared.noticeBoxes[0]?.text.startsWith('This deal')) {
    throw new Failure(`the confirmation is not drawn first: ${JSON.stringify(shared.noticeBoxes)}`);
  }
  // A notice raised while the menu is open (M mutes) is drawn above it.
  await pressButton(page, view, 'menu');
  await page.keyboard.press('m');
  const muted = await waitForState(page, 'the mute notice', (t) =>
    t.noticeBoxes.some((b) => b.text.startsWith('Sound')), 10000);
  if (muted.overlay !== 'menu') throw new Failure(`the menu closed (${muted.overlay})`);
  const box = muted.noticeBoxes.find((b) => b.text.startsWith('Sound'));
  if (box.x < 0 || box.y < 0 || box.x + box.w > muted.canvas.width || box.y + box.h > muted.canvas.height) {
    throw new Failure(`the notice is not inside the window: ${JSON.stringify(box)}`);
  }
  for (const b of muted.buttons) {
    if (overlaps(box, b)) throw new Failure(`the notice covers the button ${b.id}`);
  }
  // Drawn over the menu: the notice's dark box, not the sheet's paper, at its middle.
  const { file } = await screenshot(page, `table-${view.name}-notice-over-menu`);
  const png = PNG.sync.read(await readFile(file));
  const dpr = view.deviceScaleFactor;
  const i = (Math.round((box.y + box.h / 2) * dpr) * png.width + Math.round((box.x + 4) * dpr)) * 4;
  const [r, g, bl] = [png.data[i], png.data[i + 1], png.data[i + 2]];
  if (r > 80 || g > 80 || bl > 80) throw new Failure(`the notice is not drawn on top (${r},${g},${bl})`);
  // A tap puts it away.
  await press(page, view, box);
  await waitForState(page, 'the notice put away', (t) =>
    !t.noticeBoxes.some((b) => b.text.startsWith('Sound')), 5000);
  await pressButton(page, view, 'menu_close');
  console.log(`  notices: the confirmation first; one over the menu at (${box.x}, ${box.y}), put away by a ${view.input}`);
}

async function hintMarks(page, view) {
  const passing = await waitForState(page, 'passing', (t) => t.stage === 'passing' && t.idle, 30000);
  await pressButton(page, view, 'hint');
  const hinted = await waitForState(page, 'the hint', (t) => t.cards.some((c) => c.hintBest), 30000);
  const marked = hinted.cards.filter((c) => c.hintBest).map((c) => c.card);
  const other = hinted.cards.find((c) => !c.hintBest);
  await press(page, view, other);
  const after = await waitForState(page, 'the other card chosen', (t) =>
    t.cards.some((c) => c.card === other.card && c.selected), 5000);
  const still = after.cards.filter((c) => c.hint || c.hintBest);
  if (still.length) throw new Failure(`the hint's marks stayed on [${still.map((c) => c.card)}]`);
  if (after.message === hinted.message) throw new Failure(`the hint's words stayed: ${after.message}`);
  console.log(`  hint marks on [${marked}] gone after choosing ${other.card}; the line says "${after.message}"`);
  return passing;
}

async function controls(page, view, state) {
  if (!view.hasTouch) return;
  for (const id of ['menu', 'scores', 'hint', 'pass']) {
    const b = button(state, id);
    if (!b) throw new Failure(`no ${id} button`);
    if (b.h < 43.5) throw new Failure(`the ${id} button is ${b.h} CSS pixels tall on a touch screen`);
  }
  await screenshot(page, `table-${view.name}-touch-controls`);
  console.log('  touch: menu, scores, hint and pass at least 44 CSS pixels tall');
  // Every button of every page of the menu too: tabs, choices, New game and Resume.
  await pressButton(page, view, 'menu');
  for (const tab of ['tab:game', 'tab:rules', 'tab:table', 'tab:options']) {
    await pressButton(page, view, tab);
    const s = await waitForState(page, `the menu's ${tab}`, (t) => button(t, tab)?.selected);
    const drawn = s.buttons.filter((b) => !b.id.startsWith('last_trick'));
    const small = drawn.filter((b) => b.h < 43.5);
    if (small.length) {
      throw new Failure(`on ${tab} ${small.map((b) => `${b.id} is ${b.h}`).join(', ')} CSS pixels tall`);
    }
    await screenshot(page, `table-${view.name}-touch-menu-${tab.slice(4)}`);
    console.log(`  touch: the menu's ${tab.slice(4)} page, ${drawn.length} buttons, each at least 44 CSS pixels tall`);
  }
  await pressButton(page, view, 'menu_close');
}

// A finger drags a legal card from the hand up to the table (touch events through Chromium's
// DevTools protocol: playwright's touchscreen only taps), and the card is played.
async function dragToPlay(page, view) {
  const s0 = await readState(page);
  for (const c of s0.cards.filter((c) => c.selected)) await press(page, view, c);
  const fresh = await readState(page);
  for (const c of fresh.cards.slice(0, fresh.passCount)) await press(page, view, c);
  await pressButton(page, view, 'pass');
  const turn = await waitForState(page, 'the player\'s turn', (t) =>
    t.stage === 'playing' && t.toMove === 0 && t.idle && t.cards.some((c) => c.legal), 60000);
  const card = turn.cards.find((c) => c.legal);
  const cdp = await page.context().newCDPSession(page);
  const from = { x: card.x + card.w / 2, y: card.y + card.h / 2 };
  const to = { x: turn.canvas.width / 2, y: turn.canvas.height * 0.4 };
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: p.x, y: p.y }] });
  await touch('touchStart', from);
  for (let i = 1; i <= 10; i += 1) {
    await touch('touchMove', { x: from.x + (to.x - from.x) * i / 10, y: from.y + (to.y - from.y) * i / 10 });
    await page.waitForTimeout(16);
  }
  const during = await readState(page);
  if (!during.cards.some((c) => c.card === card.card)) throw new Failure(`${card.card} left the hand before it was let go`);
  await screenshot(page, `table-${view.name}-dragging`);
  await touch('touchEnd', to);
  await waitForState(page, `${card.card} played`, (t) => !t.cards.some((c) => c.card === card.card), 5000);
  console.log(`  ${card.card} dragged from the hand to the table and played`);
}

function runView(browser, server, view) {
  return inView(browser, view, 'table', async ({ page }) => {
    await page.goto(`${server.url}?seed=7&preset=nonsense&level=random`);
    const loaded = await waitForStart(page);
    if (loaded.state !== 'running') throw new Failure(`the page did not start: ${loaded.error}`);
    await notices(page, view);
    const passing = await hintMarks(page, view);
    await controls(page, view, await readState(page));
    if (view.hasTouch) await dragToPlay(page, view);
    return passing;
  });
}

await runViews('table', VIEWS, runView);

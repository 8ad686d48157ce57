// The cards' look in the page, on the desktop (mouse) and on a phone (touch, 3 device pixels
// per CSS pixel): a person turns on the four-colour deck and large corner indices in the
// menu's Options; in a screenshot of the hand, the corner index column of each card (the
// strip the overlapping hand leaves in view) then holds green ink on clubs and blue on
// diamonds, none of either before, and more ink than before; after a reload the page starts
// with both settings on and the hand drawn so. Then the table's look: the person chooses the
// Diamonds back and the Charcoal felt in the Options (the preview shows them); the table's
// edge turns grey where it was green, the opponents' backs blue where they were red, and
// after a reload both are still chosen and drawn so.
//
// Usage: node tests/e2e/card-look.mjs    (after the wasm build; see lib.mjs for settings)
import { waitForStart, screenshot, Failure, waitForState, button, inView, settle, runViews,
         pressButton, pixelAt, readState } from './lib.mjs';

const VIEWS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, input: 'mouse' },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3,
    isMobile: true, hasTouch: true, input: 'touch' },
];

const green = ([r, g, b]) => g > r + 50 && g > b + 15;
const blue = ([r, g, b]) => b > r + 90 && b > g + 60;
const red = ([r, g, b]) => r > 150 && g < 90 && b < 90;
const ink = ([r, g, b]) => r + g + b < 3 * 160;

// Counts, over the hand's cards of each suit, the pixels of the corner index column that
// pass each test: the left 3% to 15% of a card, from 4% of its height down to 45% or to
// where the next row covers it. Rectangles are the hook's (CSS pixels); the widest visible
// part is a whole card's width.
function indexInk(png, state, dpr) {
  const width = Math.max(...state.cards.map((c) => c.w));
  const height = width * 1.4;
  const counts = {};
  for (const c of state.cards) {
    const suit = c.card.slice(-1);
    counts[suit] ??= { green: 0, blue: 0, red: 0, ink: 0, pixels: 0 };
    const x0 = Math.ceil((c.x + 0.03 * width) * dpr);
    const x1 = Math.floor((c.x + 0.15 * width) * dpr);
    const y0 = Math.ceil((c.y + 0.04 * height) * dpr);
    const y1 = Math.floor((c.y + Math.min(c.h, 0.45 * height)) * dpr);
    for (let y = y0; y < y1; ++y) {
      for (let x = x0; x < x1; ++x) {
        const at = (y * png.width + x) * 4;
        const px = [png.data[at], png.data[at + 1], png.data[at + 2]];
        const n = counts[suit];
        n.green += green(px);
        n.blue += blue(px);
        n.red += red(px);
        n.ink += ink(px);
        n.pixels += 1;
      }
    }
  }
  return counts;
}

const total = (counts, key) => Object.values(counts).reduce((sum, n) => sum + n[key], 0);

async function restingHand(page) {
  const state = await waitForState(page, 'the hand at rest', (s) => s.cards.length === 13 && s.idle &&
                                   s.overlay === 'none', 30000);
  await settle(page);
  return state;
}

function runView(browser, server, view) {
  return inView(browser, view, 'card-look', async ({ page }) => {
    const dpr = view.deviceScaleFactor;
    await page.goto(`${server.url}?seed=11&preset=classic&level=random&fast=1`);
    const loaded = await waitForStart(page);
    if (loaded.state !== 'running') throw new Failure(`the page did not start: ${loaded.error}`);
    let state = await restingHand(page);
    const suits = new Set(state.cards.map((c) => c.card.slice(-1)));
    if (!suits.has('C') || !suits.has('D')) throw new Failure(`seed 11 dealt no clubs or no diamonds`);
    const plain = indexInk((await screenshot(page, `card-look-${view.name}-plain`)).png, state, dpr);
    if (total(plain, 'green') > 0 || total(plain, 'blue') > 0) {
      throw new Failure(`green or blue ink before the setting: ${JSON.stringify(plain)}`);
    }

    await pressButton(page, view, 'menu');
    await pressButton(page, view, 'tab:table');
    for (const id of ['setting:four_colour=off', 'setting:large_index=off']) {
      if (!button(await waitForState(page, id, (s) => button(s, id)), id).selected) {
        throw new Failure(`${id} is not chosen at first`);
      }
    }
    await pressButton(page, view, 'setting:four_colour=on');
    await pressButton(page, view, 'setting:large_index=on');
    await waitForState(page, 'both chips on', (s) => button(s, 'setting:four_colour=on')?.selected &&
                                                     button(s, 'setting:large_index=on')?.selected);
    await screenshot(page, `card-look-${view.name}-options`);
    await pressButton(page, view, 'menu_close');
    state = await restingHand(page);
    const styled = indexInk((await screenshot(page, `card-look-${view.name}-styled`)).png, state, dpr);
    checkStyled(styled, plain, 'after choosing them in the menu');

    await page.reload();
    await waitForStart(page);
    state = await restingHand(page);
    const reloaded = indexInk((await screenshot(page, `card-look-${view.name}-reloaded`)).png, state, dpr);
    checkStyled(reloaded, plain, 'after a reload');
    await pressButton(page, view, 'menu');
    await pressButton(page, view, 'tab:table');
    await waitForState(page, 'both chips still on after the reload',
                       (s) => button(s, 'setting:four_colour=on')?.selected &&
                              button(s, 'setting:large_index=on')?.selected);
    console.log(`  index ink plain ${total(plain, 'ink')} px, large ${total(styled, 'ink')} px; ` +
                `clubs green ${styled.C.green} px, diamonds blue ${styled.D.blue} px; kept on reload`);
    await tableLook(page, view, reloaded);
  });
}

// The felt at the window's left and right edges, between 55% and 80% of its height (under
// the side opponents' hands): the share of those points that `felt` accepts.
function feltShare(png, felt) {
  const points = [];
  for (let k = 11; k <= 16; ++k) {
    const y = Math.round(png.height * k / 20);
    points.push([3, y], [png.width - 4, y]);
  }
  return points.filter(([x, y]) => felt(pixelAt(png, x, y))).length / points.length;
}

// Pixels of the top fifth of the window (the opponent across, and the sides' first backs)
// that are the Diamonds back's blue.
function backBlue(png) {
  let n = 0;
  for (let y = 0; y < Math.round(png.height / 5); ++y) {
    for (let x = 0; x < png.width; ++x) n += blue(pixelAt(png, x, y));
  }
  return n;
}

const greenFelt = ([r, g, b]) => g > r + 25 && g > b + 10;
const greyFelt = ([r, g, b]) => Math.abs(r - g) < 12 && Math.abs(g - b) < 12 && r < 110;

// The player's name through the page's own prompt: a name the letters cannot show is refused
// and says why, keeping the name before; one they can is kept.
async function typeName(page, view) {
  page.once('dialog', (d) => d.accept('Snow☃'));
  await pressButton(page, view, 'player_name', 'Change…');
  await waitForState(page, 'a name with a snowman refused', (s) => s.notices.some((n) => n.includes('☃')));
  if (!(await readState(page)).sheet.includes('You')) throw new Failure('the refused name replaced the name');
  page.once('dialog', (d) => d.accept('  Zoë  '));
  await pressButton(page, view, 'player_name', 'Change…');
  await waitForState(page, 'the name Zoë kept', (s) => s.sheet.includes('Zoë'));
  const settings = JSON.parse(await page.evaluate(() => localStorage.getItem('hearts.settings')));
  if (settings.player_name !== 'Zoë') throw new Failure(`the name is kept as ${JSON.stringify(settings)}`);
  console.log('  a name the letters cannot show refused with a reason; "  Zoë  " kept as "Zoë"');
}

async function tableLook(page, view, reloadedCounts) {
  await pressButton(page, view, 'menu_close');
  await restingHand(page);
  let table = (await screenshot(page, `card-look-${view.name}-green`)).png;
  if (feltShare(table, greenFelt) < 0.8 || backBlue(table) > 0) {
    throw new Failure(`at first: green felt at ${feltShare(table, greenFelt)} of the edge, ` +
                      `${backBlue(table)} blue back pixels`);
  }
  await pressButton(page, view, 'menu');
  await pressButton(page, view, 'tab:table');
  for (const id of ['card_back:lattice', 'felt:green']) {
    if (!button(await waitForState(page, id, (s) => button(s, id)), id).selected) {
      throw new Failure(`${id} is not chosen at first`);
    }
  }
  await pressButton(page, view, 'card_back:diamonds');
  await pressButton(page, view, 'felt:charcoal');
  await typeName(page, view);
  const options = await waitForState(page, 'the diamonds back and the charcoal felt chosen',
                                     (s) => button(s, 'card_back:diamonds')?.selected &&
                                            button(s, 'felt:charcoal')?.selected);
  if (!options.sheet.includes('The Diamonds back and a face on the Charcoal table')) {
    throw new Failure(`the preview does not say the choice: ${JSON.stringify(options.sheet)}`);
  }
  await settle(page);
  await screenshot(page, `card-look-${view.name}-look-options`);
  await pressButton(page, view, 'menu_close');
  await restingHand(page);
  table = (await screenshot(page, `card-look-${view.name}-charcoal`)).png;
  checkLook(table, 'after choosing them in the menu');

  await page.reload();
  await waitForStart(page);
  const state = await restingHand(page);
  table = (await screenshot(page, `card-look-${view.name}-charcoal-reloaded`)).png;
  checkLook(table, 'after a reload');
  // The faces keep the four-colour deck and large indices with the new back and felt.
  checkStyled(indexInk(table, state, view.deviceScaleFactor), reloadedCounts, 'with the new look', 0.8);
  await pressButton(page, view, 'menu');
  await pressButton(page, view, 'tab:table');
  await waitForState(page, 'the back and felt still chosen after the reload, and the name kept',
                     (s) => button(s, 'card_back:diamonds')?.selected && button(s, 'felt:charcoal')?.selected &&
                            s.sheet.includes('Zoë'));
  console.log(`  charcoal felt at ${feltShare(table, greyFelt)} of the edge, ${backBlue(table)} ` +
              'blue back pixels; kept on reload');
}

function checkLook(png, when) {
  const grey = feltShare(png, greyFelt);
  const backs = backBlue(png);
  // The backs at the top: some thousand pixels of blue on a desktop, more at 3x.
  if (grey < 0.8 || backs < 500) {
    throw new Failure(`${when}: charcoal felt at ${grey} of the edge, ${backs} blue back pixels`);
  }
}

function checkStyled(counts, plain, when, least = 1.5) {
  // Per card some hundreds of index pixels at 1x; every club and diamond gets its colour.
  const clubs = counts.C;
  const diamonds = counts.D;
  if (clubs.green < clubs.pixels * 0.03) {
    throw new Failure(`${when}: clubs' index holds ${clubs.green} green pixels of ${clubs.pixels}`);
  }
  if (diamonds.blue < diamonds.pixels * 0.03 || diamonds.red > 0) {
    throw new Failure(`${when}: diamonds' index holds ${diamonds.blue} blue and ${diamonds.red} ` +
                      `red pixels of ${diamonds.pixels}`);
  }
  if (counts.H && counts.H.red < counts.H.pixels * 0.03) {
    throw new Failure(`${when}: the hearts lost their red: ${JSON.stringify(counts)}`);
  }
  // 1.4 times larger: about twice the ink (1.96) in the same column.
  const ratio = total(counts, 'ink') / total(plain, 'ink');
  if (ratio < least) throw new Failure(`${when}: the index column holds ${ratio.toFixed(2)} times the ink`);
}

await runViews('card look', VIEWS, runView);

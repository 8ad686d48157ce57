// Custom rules, played: on the desktop (mouse) and on a phone (touch), a person opens the
// menu's Rules, "Custom…", chooses by clicks to pass 2 cards, a moon that takes 26 off the
// shooter and a game to 50 (the sheet says they are not kept yet), and starts a new game with
// them from that sheet. The game then really runs
// with those rules: the hook reports 2 cards to pass and no preset, exactly 2 cards can be
// chosen (a third is refused with a reason), the pass hands over 2 and brings back 2, and the
// menu's Rules describe the choices. The deal the page was opened with has left its address
// by then, so after a reload the same game goes on with the same rules, and the custom sheet
// still shows them. A link to another deal opened over that game asks before it replaces it.
//
// Usage: node tests/e2e/custom-rules.mjs    (after the wasm build; see lib.mjs for settings)
import { waitForStart, screenshot, readState, Failure, waitForState, press, button, inView,
         runViews, pressButton } from './lib.mjs';

const VIEWS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, input: 'mouse' },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3,
    isMobile: true, hasTouch: true, input: 'touch' },
];

const CHOICES = ['rule:pass=2', 'rule:moon=subtract_from_self', 'rule:target=50'];
// What the menu's Rules tab says of these choices (session/rules_text.cc).
const DESCRIBED = ['Pass 2 cards', 'you lose 26 points', 'reaches 50'];

const selected = (s) => s.cards.filter((c) => c.selected).map((c) => c.card);

async function checkRulesTab(page, view, when) {
  await pressButton(page, view, 'menu');
  await pressButton(page, view, 'tab:rules');
  const state = await waitForState(page, 'the Rules tab', (s) => button(s, 'custom_rules'));
  if (!button(state, 'custom_rules').selected) {
    throw new Failure(`${when}: "Custom…" is not the chosen rules`);
  }
  const text = state.sheet.join(' ');
  const missing = DESCRIBED.filter((d) => !text.includes(d));
  if (missing.length > 0) throw new Failure(`${when}: the Rules tab does not say ${missing}: ${text}`);
  await pressButton(page, view, 'custom_rules');
  const custom = await waitForState(page, 'the custom rules sheet', (s) => s.overlay === 'custom_rules');
  const off = CHOICES.filter((id) => !button(custom, id)?.selected);
  if (off.length > 0) throw new Failure(`${when}: the custom sheet lost ${off}`);
  return custom;
}

function runView(browser, server, view) {
  return inView(browser, view, 'custom-rules', async ({ page }) => {
    await page.goto(`${server.url}?seed=9&preset=classic&level=random&fast=1`);
    const loaded = await waitForStart(page);
    if (loaded.state !== 'running') throw new Failure(`the page did not start: ${loaded.error}`);
    await waitForState(page, 'the deal', (s) => s.cards.length === 13 && s.idle, 30000);

    await pressButton(page, view, 'menu');
    await pressButton(page, view, 'tab:rules');
    await pressButton(page, view, 'custom_rules');
    await waitForState(page, 'the custom rules sheet', (s) => s.overlay === 'custom_rules');
    for (const id of CHOICES) {
      await pressButton(page, view, id);
      await waitForState(page, `${id} chosen`, (s) => button(s, id)?.selected);
    }
    const sheet = await readState(page);
    if (!sheet.sheet.some((t) => t.startsWith('Custom: no preset'))) {
      throw new Failure(`the custom sheet does not say these are custom rules: ${sheet.sheet.join(' | ')}`);
    }
    if (!sheet.sheet.some((t) => t.startsWith('Not kept yet: the next new game uses the preset Classic'))) {
      throw new Failure(`the custom sheet does not say its choices are not kept yet: ${sheet.sheet.join(' | ')}`);
    }
    await screenshot(page, `custom-rules-${view.name}-sheet`);
    await pressButton(page, view, 'rules_new_game');

    // The new game: 2 cards to pass, no preset.
    let state = await waitForState(page, 'the new deal', (s) => s.overlay === 'none' &&
                                   s.cards.length === 13 && s.idle && s.stage === 'passing', 30000);
    if (state.passCount !== 2 || state.preset !== 'custom' || state.handNumber !== 1) {
      throw new Failure(`the new game passes ${state.passCount} (preset ${state.preset}, hand ` +
                        `${state.handNumber}), expected 2 with custom rules in hand 1`);
    }
    if (!/Choose 2 cards/.test(state.message)) throw new Failure(`the table says "${state.message}"`);
    const seed = state.seed;
    const chosen = state.cards.slice(0, 3).map((c) => c.card);
    for (const card of chosen.slice(0, 2)) {
      await press(page, view, (await readState(page)).cards.find((c) => c.card === card));
      await waitForState(page, `${card} chosen`, (s) => selected(s).includes(card));
    }
    await press(page, view, (await readState(page)).cards.find((c) => c.card === chosen[2]));
    state = await waitForState(page, 'the third card refused', (s) => /You pass 2 cards/.test(s.message));
    if (selected(state).length !== 2 || selected(state).includes(chosen[2])) {
      throw new Failure(`a third card was chosen: ${selected(state)}`);
    }
    await screenshot(page, `custom-rules-${view.name}-pass`);
    await pressButton(page, view, 'pass');
    state = await waitForState(page, 'play to begin', (s) => s.stage === 'playing', 30000);
    const received = state.cards.filter((c) => c.received).map((c) => c.card);
    if (received.length !== 2 || state.cards.length !== 13 ||
        chosen.slice(0, 2).some((card) => state.cards.some((c) => c.card === card))) {
      throw new Failure(`after passing ${chosen.slice(0, 2)}: received [${received}], ` +
                        `${state.cards.length} cards in hand`);
    }
    console.log(`  custom rules: passed ${chosen.slice(0, 2).join(' ')}, received ${received.join(' ')}`);
    await checkRulesTab(page, view, 'in the new game');
    await screenshot(page, `custom-rules-${view.name}-shown`);

    // The shared deal has left the address once it started, so a reload goes on with the
    // same game and rules instead of dealing them again.
    const address = new URL(page.url());
    if (['seed', 'preset', 'rules'].some((key) => address.searchParams.has(key))) {
      throw new Failure(`the address still holds the deal: ${page.url()}`);
    }
    await page.reload();
    await waitForStart(page);
    state = await waitForState(page, 'the game back', (s) => s.cards.length > 0 && s.idle, 30000);
    if (state.seed !== seed || state.passCount !== 2 || state.preset !== 'custom') {
      throw new Failure(`after the reload: seed ${state.seed} (was ${seed}), pass ${state.passCount}, ` +
                        `preset ${state.preset}`);
    }
    await checkRulesTab(page, view, 'after a reload');
    await screenshot(page, `custom-rules-${view.name}-reloaded`);
    console.log('  the game and its rules were kept across a reload');

    // A link to another deal, opened over this game in progress, asks first: kept, the game
    // goes on; confirmed, the linked deal is dealt.
    const link = `${server.url}?seed=77&preset=classic&level=random&fast=1`;
    await page.goto(link);
    await waitForStart(page);
    state = await waitForState(page, 'the question', (s) => s.overlay === 'confirm_linked_deal', 30000);
    if (state.seed !== seed) throw new Failure(`the linked deal replaced the game before the answer (seed ${state.seed})`);
    await screenshot(page, `custom-rules-${view.name}-linked-deal`);
    await pressButton(page, view, 'close');
    state = await waitForState(page, 'the game kept', (s) => s.overlay === 'none' && s.idle, 30000);
    if (state.seed !== seed || state.preset !== 'custom') {
      throw new Failure(`keeping the game gave seed ${state.seed}, preset ${state.preset}`);
    }
    await page.goto(link);
    await waitForStart(page);
    await waitForState(page, 'the question again', (s) => s.overlay === 'confirm_linked_deal', 30000);
    await pressButton(page, view, 'linked_deal_confirm');
    state = await waitForState(page, 'the linked deal', (s) => s.overlay === 'none' && s.seed === '77' &&
                               s.cards.length === 13, 30000);
    if (state.preset !== 'classic' || state.handNumber !== 1) {
      throw new Failure(`the linked deal has preset ${state.preset}, hand ${state.handNumber}`);
    }
    console.log('  a link over a game in progress asked first; kept, then played');
  });
}

await runViews('custom rules', VIEWS, runView);

// Sound in the page, in headless Chromium, on the desktop (mouse and keys) and on a phone
// (touch): no AudioContext exists before the player's first gesture (the mouse moving over
// the page is none), one is running after the first click or tap and the game's sounds play
// through it, the browser logs no warning or error about audio (or anything else), and the
// volume chosen in the menu and the mute (M) are still there after a reload. An init script
// wraps window.AudioContext to see every context the page makes and every sound it starts.
//
// Usage: node tests/e2e/sound.mjs    (after the wasm build; see lib.mjs for settings)
import { waitForStart, screenshot, readState, Failure, waitForState, press, button, inView,
         runViews, pressButton } from './lib.mjs';

const VIEWS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, input: 'mouse' },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2,
    isMobile: true, hasTouch: true, input: 'touch' },
];

function recordAudio() {
  const seen = { contexts: [], sources: 0 };
  window.heartsAudioSeen = seen;
  for (const name of ['AudioContext', 'webkitAudioContext']) {
    const Native = window[name];
    if (!Native) continue;
    window[name] = class extends Native {
      constructor(...args) {
        super(...args);
        seen.contexts.push(this);
      }
    };
  }
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) {
    seen.sources += 1;
    return start.apply(this, args);
  };
}

function audioSeen(page) {
  return page.evaluate(() => ({
    contexts: window.heartsAudioSeen.contexts.map((c) => c.state),
    sources: window.heartsAudioSeen.sources,
  }));
}

async function openOptions(page, view) {
  await pressButton(page, view, 'menu');
  await pressButton(page, view, 'tab:options');
  return waitForState(page, 'the sound chips', (s) => button(s, 'volume:60'));
}

function chosenVolume(state) {
  return state.buttons.filter((b) => b.id.startsWith('volume:') && b.selected).map((b) => b.id);
}

function runView(browser, server, view) {
  return inView(browser, view, 'sound', async ({ page, context }) => {
    const warnings = [];
    page.on('console', (m) => {
      // Taking a screenshot reads the WebGL canvas back, which SwiftShader reports as a
      // performance note: the test's doing, not the page's.
      if (m.type() === 'warning' && !/GL Driver Message \(OpenGL, Performance/.test(m.text())) {
        warnings.push(m.text());
      }
    });
    await context.addInitScript(recordAudio);
    await page.goto(`${server.url}?seed=3&preset=classic&level=random&fast=1`);
    const loaded = await waitForStart(page);
    if (loaded.state !== 'running') throw new Failure(`the page did not start: ${loaded.error}`);
    const dealt = await waitForState(page, 'the deal', (s) => s.cards.length === 13 && s.idle, 30000);
    if (view.input === 'mouse') await page.mouse.move(300, 300, { steps: 5 });
    await page.waitForTimeout(300);
    const before = await audioSeen(page);
    if (before.contexts.length !== 0 || before.sources !== 0) {
      throw new Failure(`before any gesture: ${before.contexts.length} AudioContext(s), ` +
                        `${before.sources} sound(s) started`);
    }

    // The first gesture: choose a card to pass.
    await press(page, view, dealt.cards[0]);
    await page.waitForFunction(() => window.heartsAudioSeen.contexts.length > 0 &&
                                     window.heartsAudioSeen.contexts[0].state === 'running',
                               null, { timeout: 5000 }).catch(() => {});
    const after = await audioSeen(page);
    if (after.contexts.length !== 1 || after.contexts[0] !== 'running') {
      throw new Failure(`after the first ${view.input === 'mouse' ? 'click' : 'tap'}: ` +
                        `AudioContexts ${JSON.stringify(after.contexts)}, expected one running`);
    }
    // Pass: the passed cards arrive, the bots play; each is heard.
    for (const card of dealt.cards.slice(1, dealt.passCount)) await press(page, view, card);
    await pressButton(page, view, 'pass');
    // The passed cards arriving, then cards played (the player's own when it is their turn).
    const deadline = Date.now() + 20000;
    let heard = await audioSeen(page);
    while (heard.sources < 3 && Date.now() < deadline) {
      const s = await readState(page);
      const legal = s.stage === 'playing' && s.toMove === 0 && s.idle && s.cards.find((c) => c.legal);
      if (legal) await press(page, view, legal);
      await page.waitForTimeout(100);
      heard = await audioSeen(page);
    }
    if (heard.sources < 3) throw new Failure(`only ${heard.sources} sound(s) started after the pass`);
    console.log(`  no AudioContext before the first gesture; one ${after.contexts[0]} after it; ` +
                `${heard.sources} sounds started`);

    // The volume in the menu, and M.
    let state = await openOptions(page, view);
    if (JSON.stringify(chosenVolume(state)) !== '["volume:60"]') {
      throw new Failure(`the volume chips start at ${chosenVolume(state)}, expected volume:60`);
    }
    await pressButton(page, view, 'volume:30');
    state = await waitForState(page, 'volume:30 chosen', (s) => chosenVolume(s)[0] === 'volume:30');
    const { file } = await screenshot(page, `sound-${view.name}-volume`);
    console.log(`  volume set to Low in the menu: ${file}`);
    if (view.input === 'mouse') {
      await page.keyboard.press('m');
      state = await waitForState(page, 'muted', (s) => s.sheet.some((t) => t.startsWith('Sound (muted')));
      if (chosenVolume(state).length !== 0) throw new Failure(`muted, yet ${chosenVolume(state)} is chosen`);
      await screenshot(page, `sound-${view.name}-muted`);
    }

    await page.reload();
    await waitForStart(page);
    await waitForState(page, 'the game back', (s) => s.cards.length > 0, 30000);
    const restored = await audioSeen(page);
    if (restored.contexts.length !== 0) {
      throw new Failure(`after the reload, before any gesture: ${restored.contexts.length} AudioContext(s)`);
    }
    state = await openOptions(page, view);
    if (view.input === 'mouse') {
      if (!state.sheet.some((t) => t.startsWith('Sound (muted'))) {
        throw new Failure(`the mute was forgotten on reload: ${state.sheet.join(' | ')}`);
      }
      await page.keyboard.press('m');
      state = await waitForState(page, 'unmuted', (s) => chosenVolume(s).length === 1);
    }
    if (chosenVolume(state)[0] !== 'volume:30') {
      throw new Failure(`after a reload the volume is ${chosenVolume(state)}, expected volume:30`);
    }
    console.log('  the volume and the mute were kept across a reload');
    if (warnings.length > 0) throw new Failure(`console warnings:\n    ${warnings.join('\n    ')}`);
  });
}

await runViews('sound', VIEWS, runView);

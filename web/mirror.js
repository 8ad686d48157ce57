// The game for screen readers and keyboards: a mirror of the table in the page's DOM, beside
// the canvas. The program publishes what the player may know (src/ui/mirror_state.h) and this
// script keeps the elements of #mirror in step: the hand as buttons named by card, the
// cards on the table, the scores as a table, the words of an open sheet and every button.
// Activating one of them does what the click on the canvas would (window.heartsMirrorSend,
// set by src/app/mirror_web.cc at start). Read out through the live region
// #mirror-live: the sentences of the game (src/session/announce.h), each notice the table
// shows as it appears, why a refused action was refused, and why a card or button that
// cannot be used now is not.
//
// Elements are kept, not rebuilt: a button keeps its identity (and the focus) while its
// card or control stays, so a screen reader is not thrown back to the top after each play.
'use strict';

(function () {
  const root = document.getElementById('mirror');
  if (!root) return;
  const $ = (id) => document.getElementById(id);
  const status = $('mirror-status');
  const handTitle = $('mirror-hand-title');
  const hand = $('mirror-hand');
  const table = $('mirror-table');
  const scores = $('mirror-scores');
  const sheet = $('mirror-sheet');
  const controls = $('mirror-controls');
  const live = $('mirror-live');

  // The page's words (web/loader.js runs first and lends its own); English without it.
  const t = (english, args) => {
    if (window.heartsPage && window.heartsPage.t) return window.heartsPage.t(english, args);
    return english.replace(/\{(\w+)\}/g, (match, name) => (args && name in args ? String(args[name]) : match));
  };

  const mirror = { state: null, spoken: [] };
  window.heartsMirror = mirror;

  // Tab leaves the canvas for the mirror, as it leaves any other element: the program's
  // keyboard handler (SDL, listening on the canvas) never sees it, so it cannot cancel it.
  const canvas = document.getElementById('canvas');
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab' && event.target === canvas) event.stopPropagation();
  }, true);

  // While the focus is in the mirror it shows as a panel over the lower table; Escape, or a
  // click on the panel anywhere but on one of its buttons, gives the table back (the focus
  // returns to the canvas and the panel hides again).
  function backToTable() {
    if (canvas) canvas.focus();
  }
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    backToTable();
  });
  // The log shows its latest lines when the panel opens (hidden, it could not scroll).
  root.addEventListener('focusin', () => {
    live.scrollTop = live.scrollHeight;
  });
  root.addEventListener('pointerdown', (event) => {
    if (event.target.closest && event.target.closest('button')) return;
    event.preventDefault();
    backToTable();
  });

  // Keeps `list`'s children in step with `items`, one <li><button> per key.
  function syncButtons(list, items, describe) {
    const old = new Map();
    for (const li of Array.from(list.children)) old.set(li.dataset.key, li);
    const focused = document.activeElement;
    let focusLost = focused && list.contains(focused);
    let index = 0;
    for (const item of items) {
      let li = old.get(item.key);
      if (li) {
        old.delete(item.key);
      } else {
        li = document.createElement('li');
        li.dataset.key = item.key;
        const b = document.createElement('button');
        b.type = 'button';
        b.addEventListener('click', () => activate(li.dataset.key, b));
        li.appendChild(b);
      }
      const b = li.firstChild;
      describe(b, item);
      if (list.children[index] !== li) list.insertBefore(li, list.children[index] || null);
      if (focused === b) focusLost = false;
      ++index;
    }
    // The focused element went (the card was played): the focus moves to its list's
    // neighbour, or to the list's heading.
    const gone = Array.from(old.values());
    for (const li of gone) li.remove();
    if (focusLost && gone.some((li) => li.contains(focused))) {
      const next = list.querySelector('button:not([aria-disabled="true"])') || list.querySelector('button');
      if (next) next.focus();
    }
  }

  function describeButton(b, item) {
    if (b.textContent !== item.label) b.textContent = item.label;
    setAttr(b, 'aria-disabled', item.enabled ? null : 'true');
    setAttr(b, 'aria-pressed', item.pressed ? 'true' : null);
    setAttr(b, 'title', item.note ? item.note : null);
  }

  function setAttr(el, name, value) {
    if (value === null) {
      if (el.hasAttribute(name)) el.removeAttribute(name);
    } else if (el.getAttribute(name) !== value) {
      el.setAttribute(name, value);
    }
  }

  function activate(key, button) {
    if (button.getAttribute('aria-disabled') === 'true') {
      // TRANSLATORS: said by a screen reader; {button} is the button's name.
      mirror.announce(button.title || t('{button} cannot be used now', { button: button.textContent }));
      return;
    }
    if (window.heartsMirrorSend) window.heartsMirrorSend(key);
  }

  function setText(el, text) {
    if (el.textContent !== text) el.textContent = text;
  }

  function syncList(list, lines) {
    while (list.children.length > lines.length) list.lastChild.remove();
    lines.forEach((line, i) => {
      let li = list.children[i];
      if (!li) {
        li = document.createElement('li');
        list.appendChild(li);
      }
      setText(li, line);
    });
  }

  function syncScores(rows) {
    const body = scores.tBodies[0];
    while (body.rows.length > rows.length) body.deleteRow(-1);
    rows.forEach((row, i) => {
      const tr = body.rows[i] || body.insertRow();
      const cells = [row.name, String(row.hand), String(row.total)];
      cells.forEach((text, c) => {
        let cell = tr.cells[c];
        if (!cell) {
          cell = document.createElement(c === 0 ? 'th' : 'td');
          if (c === 0) cell.scope = 'row';
          tr.appendChild(cell);
        }
        setText(cell, text);
      });
    });
  }

  // What the table says for a while (its notices, a refusal on the status line) is read out
  // once, when it appears.
  function announceNew(previous, state) {
    const before = new Set((previous && previous.notices) || []);
    for (const text of state.notices || []) {
      if (!before.has(text)) mirror.announce(text);
    }
    const refusedBefore = previous && previous.statusError ? previous.status : '';
    if (state.statusError && state.status && state.status !== refusedBefore) mirror.announce(state.status);
  }

  mirror.update = (state) => {
    const previous = mirror.state;
    mirror.state = state;
    announceNew(previous, state);
    setText(status, state.status || '');
    setText(handTitle, state.handTitle || t('Your hand'));
    syncButtons(hand, (state.hand || []).map((c) => ({
      key: c.key, label: c.name, enabled: c.enabled, pressed: c.pressed, note: c.note,
    })), describeButton);
    // TRANSLATORS: a card on the table, for a screen reader: who played it, and the card ("Ava: Q♠").
    syncList(table, (state.table || []).map((played) => t('{player}: {card}', { player: played.seat, card: played.card })));
    if (!table.children.length) syncList(table, [t('No cards on the table')]);
    syncScores(state.scores || []);
    syncList(sheet, state.sheet || []);
    sheet.parentElement.hidden = !(state.sheet && state.sheet.length);
    syncButtons(controls, state.controls || [], describeButton);
  };

  // Each sentence becomes a line of the log (role "log" is polite and reads additions);
  // only the latest lines are kept.
  mirror.announce = (text) => {
    mirror.spoken.push(text);
    if (mirror.spoken.length > 200) mirror.spoken.shift();
    const p = document.createElement('p');
    p.textContent = text;
    live.appendChild(p);
    while (live.children.length > 20) live.firstChild.remove();
    live.scrollTop = live.scrollHeight;
  };

  // The program may have published its state, and said something, before this script ran.
  if (typeof window.heartsMirrorPending === 'string') {
    const pending = window.heartsMirrorPending;
    delete window.heartsMirrorPending;
    try {
      mirror.update(JSON.parse(pending));
    } catch (error) {
      console.warn('mirror: ' + error);
    }
  }

  const said = window.heartsMirrorPendingLines;
  delete window.heartsMirrorPendingLines;
  if (Array.isArray(said)) said.forEach((text) => mirror.announce(String(text)));
})();

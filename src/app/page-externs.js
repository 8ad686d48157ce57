/**
 * @fileoverview Closure Compiler externs for the web page's build (cmake/Wasm.cmake): the
 * page's globals that the game's own JavaScript (EM_JS in src/app) shares with the scripts
 * in web/ and with the browser tests in tests/e2e. Closure renames every property it has not
 * been told about, so a name used across that line belongs here.
 * @externs
 */

/** Reads a dropped or picked file into the game (src/app/platform_web.cc). @type {function(!File)|undefined} */
Window.prototype.heartsReadFile;

/** The last link the game shared, for the browser tests. @type {string|undefined} */
Window.prototype.heartsSharedLink;

/** The last text the game shared (a daily deal's result), for the browser tests. @type {string|undefined} */
Window.prototype.heartsSharedText;

/** Whether the system's share sheet was asked to share it, for the browser tests. @type {boolean|undefined} */
Window.prototype.heartsShareSheet;

/** Answers the game's question for a line of text (the player's name) in place of the page's prompt, for the browser tests. @type {function(string, string):(string|null)|undefined} */
Window.prototype.heartsAskText;

/** The game's state for the browser tests (src/ui/test_hook.h). @type {*} */
Window.prototype.heartsTest;

/** What the player activated in the DOM mirror, sent to the game. @type {function(string)|undefined} */
Window.prototype.heartsMirrorSend;

/** The DOM mirror for screen readers (web/mirror.js). @record */
function HeartsMirror() {}
/** @param {*} state */
HeartsMirror.prototype.update = function(state) {};
/** @param {string} text */
HeartsMirror.prototype.announce = function(text) {};

/** @type {!HeartsMirror|undefined} */
Window.prototype.heartsMirror;

/** The mirror's state published before web/mirror.js ran, as JSON. @type {string|undefined} */
Window.prototype.heartsMirrorPending;

/** The sentences said before web/mirror.js ran. @type {!Array<string>|undefined} */
Window.prototype.heartsMirrorPendingLines;

/** navigator.userActivation (HTML; newer than this Closure's browser externs). @record */
function HeartsUserActivation() {}
/** @type {boolean} */
HeartsUserActivation.prototype.isActive;

/** @type {!HeartsUserActivation|undefined} */
Navigator.prototype.userActivation;

// The platform seam: everything that differs between the desktop and the browser, behind a
// few functions. CMake builds platform_web.cc for the page and platform_native.cc for the
// desktop; platform.cc is what both share. The rest of the app asks isWeb() only where the
// words or the work differ.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/options.h"
#include "app/storage.h"
#include "words/language.h"

namespace hearts::app::platform {

bool isWeb();
// The command line natively, the page's URL parameters on the web.
Params launchParams(int argc, const char* const* argv);
// The saved game's home: files in `dir` (or the user's data folder) natively, localStorage
// on the web.
std::unique_ptr<Storage> openStorage(const std::string& dir);
// Where the card art and fonts are, unless the options say.
std::string assetDir(const std::string& requested);
// A fallback font when the assets have none (natively, the system's DejaVu if installed).
std::string systemFontDir();
// A seed for a game nobody asked to reproduce.
std::uint64_t entropy();
// The test hook's state: window.heartsTest on the web; natively, the file `file` (written
// whole, then renamed into place, so a reader never sees half of it), if one is named.
void publishTestState(const std::string& json, const std::string& file);
// The browser asks for reduced motion (prefers-reduced-motion); never natively.
bool prefersReducedMotion();
// A finger is the main way to point (the page: a coarse pointer; natively: a touch screen).
bool touchScreen();
// Before the window is made: sets what the platform's window needs beyond what every
// platform asks for, and returns the flags it adds to the window's. The page: an alpha
// channel (the felt is drawn by CSS under a transparent canvas) and a window made for WebGL
// at once. Natively nothing.
Uint32 prepareWindow();
// The page draws the felt (above): it takes the felt of this name (ui::feltName) from its CSS
// (web/style.css). Natively nothing: the game draws its felt itself.
void showFelt(const char* name);
// On the web the page sizes the canvas with CSS: follow it, at the device pixel ratio.
void followCanvasSize(SDL_Window* window);
void logError(const std::string& text);
void logInfo(const std::string& text);
// The window's icon, from the assets' icons/icon-32.png natively; a page shows its favicon
// instead (and the web build leaves PNG reading out of the download).
void setWindowIcon(SDL_Window* window, const std::string& assetDir);
// Writes a surface as a PNG file natively (benchmark screenshots); false on the web, which
// has no files to write (and leaves PNG writing out of the download). SDL_GetError says why.
bool savePng(SDL_Surface* surface, const std::string& path);

// --- files in and out, and links -------------------------------------------------------------
// Game files are small: anything larger is refused before it is read.
inline constexpr std::size_t kMaxFileBytes = 2 * 1024 * 1024;

// A file the player gave the game: chosen in the page's file picker, dropped on the page or
// the window, or named with --load. Where it could not be read, `problem` says why instead of
// `text`: too large (`kilobytes`), or unreadable (`reason`: the system's or the browser's
// words, where it gave any).
struct ReceivedFile {
  enum class Problem : std::uint8_t { None, TooLarge, Unreadable };
  std::string name;
  std::string text;
  Problem problem = Problem::None;
  std::uintmax_t kilobytes = 0;
  std::string reason;
};
// The files received since the last call, oldest first.
std::vector<ReceivedFile> takeReceivedFiles();
// Reads a file by path (desktop), or says why not.
ReceivedFile readFile(const std::string& path);
// Files dropped on the page are received from now on (the web; natively SDL reports drops).
void acceptDroppedFiles();
// Save game and Open game. In the page the browser's download and file picker; on the
// desktop the system's save and open dialogs (desktop_files.h, file_dialog.h), open while the
// game goes on, else a file in the player's documents folder (else their home folder) and
// no picker. `window` is the game's, for the dialog to stay above it.
// Asks the player for a game to open; the file chosen comes with takeReceivedFiles().
void pickFile(SDL_Window* window);
// Offers `text` as a file called `name`.
void offerFile(SDL_Window* window, const std::string& name, const std::string& text);
// What became of a Save game or Open game, for the player: the file saved (`where`: its
// path in full) or downloaded (`where`: its name, in the browser's downloads), not saved
// (`where`: the path it was to have, or empty), the dialog cancelled, a dialog already open
// (asked again meanwhile), or no dialog to open a file with.
struct FileOutcome {
  enum class Kind : std::uint8_t { Saved, Downloaded, NotSaved, Cancelled, DialogOpen, NoOpenDialog };
  Kind kind = Kind::Saved;
  std::string where;
};
// The outcomes since the last call, oldest first; natively it takes the open dialog's
// answer first (the frame loop calls it each frame).
std::vector<FileOutcome> takeFileOutcomes();
// A file dialog is open: its answer is looked for each frame, so the loop does not sleep long.
bool fileDialogOpen();
// What starts this deal elsewhere, from its launch parameters ("seed=5&preset=classic"): the
// page's address with them (the web), or the command line (desktop). Put on the clipboard
// where the platform allows.
std::string shareDeal(const std::string& query);
// The same link or command line, put nowhere.
std::string dealLink(const std::string& query);
// Gives the player `text` to pass on: the system's share sheet where the browser offers one
// on a touch screen (navigator.share, on phones), else the clipboard.
enum class Shared : std::uint8_t { Clipboard, ShareSheet };
Shared shareText(const std::string& text);
// Asks the player for a line of text in the page's own prompt (a canvas brings up no phone
// keyboard), `current` filled in: what they typed, or none when cancelled. Natively none (the
// game takes SDL's text input instead).
std::optional<std::string> askText(const std::string& question, const std::string& current);
// --- the player's language --------------------------------------------------------------------
// The locales the player prefers, the first first: natively the system's (on Linux and the
// BSDs gettext's LANGUAGE, LC_ALL, LC_MESSAGES and LANG, as every other program reads them,
// before SDL's list), in the page the browser's navigator.languages.
std::vector<std::string> preferredLocales();
// Makes a language's files (its catalog and its face: language_keeper.h, languageFiles)
// readable in `assetDir`/locale/: natively they are there already; the page fetches those its
// file system lacks from the site's locale/ folder (its loader places the files of the
// language it speaks before main() runs). Either way the outcome comes with
// takeFetchedLanguages().
void fetchLanguage(words::Language l, const std::string& assetDir);
// A language whose files are in place, or why not (`error`: the download of its catalog
// that failed; a face that could not be had is only logged).
struct FetchedLanguage {
  words::Language language = words::Language::English;
  std::string error;
};
// The languages fetched since the last call, oldest first.
std::vector<FetchedLanguage> takeFetchedLanguages();
// The page's lang attribute (languageTag) follows the language the words are in; nothing
// natively.
void showLanguage(words::Language l);

// Seconds since 1970-01-01 00:00 UTC: the system's clock (the browser's, in the page).
std::int64_t unixSeconds();
// Once the game has started, takes these parameters out of the page's address
// (Options::spent: a shared deal, a preset, a setting, or one refused), so that reloading the
// page goes on with that game instead of dealing it again over the saved one, and a warning
// is not given again. Nothing natively.
void forgetInAddress(const std::vector<std::string>& keys);

}  // namespace hearts::app::platform

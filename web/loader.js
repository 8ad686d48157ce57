// Starts the game's WebAssembly program in the page.
//
// What the page promises the program (the C++ side relies on it):
// - The canvas is #canvas and fills the viewport through CSS only (style.css): its CSS
//   size is the window's inner size, with no border, padding or transform.
// - Nothing here sets canvas.width/height. SDL does, when the program creates its window
//   with SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI: SDL sees the canvas sized by CSS,
//   sets the backing store to CSS size x devicePixelRatio, and repeats that on every resize
//   and zoom (a zoom changes devicePixelRatio and fires a resize). So SDL_GetWindowSize is
//   in CSS pixels, SDL_GetRendererOutputSize in device pixels, mouse events arrive in CSS
//   pixels, and touch events as fractions of the canvas.
// - URL query parameters become program arguments: "?seed=7&fast=1&mute" runs the program
//   as `hearts --seed=7 --fast=1 --mute`.
// - The assets are in the program's file system under /assets (see cmake/Wasm.cmake).
// - The page speaks the player's language: the one in the address (?lang=de), else the one
//   saved in the settings (localStorage "hearts.settings", its "language"), else the first of
//   the browser's navigator.languages the game speaks, else English. Its words come from
//   locale/<code>.json (made at build time from po/<code>.po: the messages of web/ only),
//   fetched at once; until they are there, and where they cannot be had, the page is in
//   English. Once the program runs it sets document.documentElement.lang to the language its
//   own words are in (src/app/language_keeper.h), and the page follows it there.
//   window.heartsPage.t(english, args) is the page's words for web/mirror.js too. The
//   program's files of that language (locale/<code>.mo, its catalog, and its face) are
//   fetched beside the program and put into its file system (/assets/locale/) before main()
//   runs, so that the program's first words are in it; the program fetches any other
//   language's itself (src/app/platform_web.cc).
// - document.documentElement.dataset.state and window.heartsPage.state say "loading",
//   "running" (main() has run and the main loop is set; the loading overlay then fades
//   out and becomes hidden) or "error" (with window.heartsPage.error saying what went
//   wrong, shown in the overlay).
//
// The .wasm and .data files are downloaded here rather than by Emscripten's code, so that
// one progress bar can count every byte, whatever compression the server applies; the
// build writes their sizes into this script's data-sizes attribute. The .data file is
// stored gzip-compressed (cmake/Wasm.cmake) and unpacked here, before the program reads it.
//
// Start-up in parallel: index.html asks for the program's .js, .wasm and .data at once
// (<link rel="preload">; fetch() below picks up the same requests), the WebAssembly is
// compiled while it streams in, and the .js runs at once; its instantiateWasm hook links
// the module once it is compiled and hands it over once the data is there too.
'use strict';

(function () {
  const script = document.currentScript;
  const root = document.documentElement;
  const canvas = document.getElementById('canvas');
  const loader = document.getElementById('loader');
  const statusLine = loader.querySelector('.status');
  const bar = loader.querySelector('.bar');
  const fill = loader.querySelector('.fill');

  // --- the page's words --------------------------------------------------------------------
  // The languages the game speaks, by their catalogs' codes (src/words/language.h).
  const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt_BR', 'nl', 'pl', 'ru', 'ja', 'zh_CN'];
  // The language's English text -> its own, for the page's messages; empty for English.
  let catalog = {};

  // "{name}" filled from `args`; the English text where the translation names an argument
  // it was not given.
  function fillIn(text, args) {
    let missing = false;
    const out = text.replace(/\{(\w+)\}/g, (match, name) => {
      if (args && Object.prototype.hasOwnProperty.call(args, name)) return String(args[name]);
      missing = true;
      return match;
    });
    return missing ? null : out;
  }

  // A message of the page in its language: the whole English sentence is the key, with
  // named arguments ("Could not download {file}"), as in the program (src/words/words.h).
  function t(english, args) {
    const translated = Object.prototype.hasOwnProperty.call(catalog, english) ? catalog[english] : null;
    return (translated !== null && fillIn(translated, args)) || fillIn(english, args) || english;
  }

  // A message kept in English to be said later with t() (the status line's).
  const mark = (english) => english;

  // The page's lang attribute for a language (src/words/language.cc: languageTag).
  const tagOf = (language) => ({ pt_BR: 'pt-BR', zh_CN: 'zh-Hans' })[language] || language;

  // The language a browser's or system's locale asks for, as the program reads it
  // (src/words/language.cc: parseLanguage): "de-AT" -> "de", "pt-PT" -> "pt_BR",
  // "zh-Hans" -> "zh_CN", "zh-TW" -> none; the tests' pseudo-language is English here.
  function parseLanguage(tag) {
    const normal = String(tag || '').split(/[.@]/)[0].toLowerCase().replace(/_/g, '-');
    const [lang, ...rest] = normal.split('-');
    const region = rest.join('-');
    if (lang === 'zh') return /^(hant|tw|hk|mo)/.test(region) ? null : 'zh_CN';
    if (lang === 'pt') return 'pt_BR';
    return LANGUAGES.includes(lang) ? lang : null;
  }

  function askedLanguage() {
    const asked = new URLSearchParams(window.location.search).get('lang');
    if (asked !== null && parseLanguage(asked)) return parseLanguage(asked);
    try {
      const saved = JSON.parse(window.localStorage.getItem('hearts.settings') || 'null');
      if (saved && typeof saved.language === 'string' && parseLanguage(saved.language)) {
        return parseLanguage(saved.language);
      }
    } catch (error) {
      // No storage, or settings that cannot be read: the browser's languages decide.
    }
    for (const tag of navigator.languages || [navigator.language]) {
      if (parseLanguage(tag)) return parseLanguage(tag);
    }
    return 'en';
  }

  // The elements of index.html marked data-t: their text ("text") or the attributes named,
  // in the page's language; their English kept to go from.
  const englishOf = new Map();
  function translatePage() {
    for (const el of document.querySelectorAll('[data-t]')) {
      if (!englishOf.has(el)) {
        const kept = {};
        for (const what of el.dataset.t.split(/\s+/)) {
          const text = what === 'text' ? el.textContent : el.getAttribute(what);
          kept[what] = (text || '').replace(/\s+/g, ' ').trim();
        }
        englishOf.set(el, kept);
      }
      const kept = englishOf.get(el);
      for (const what of Object.keys(kept)) {
        if (what === 'text') el.textContent = t(kept[what]);
        else el.setAttribute(what, t(kept[what]));
      }
    }
    if (status.english) statusLine.textContent = t(status.english, status.args);
  }

  // The page in `language`: its messages fetched (English needs none), then shown.
  let wanted = 'en';
  function speak(language) {
    if (language === wanted) return;
    wanted = language;
    const done = (words) => {
      if (wanted !== language) return;  // another was asked for meanwhile
      catalog = words;
      page.language = language;
      if (parseLanguage(root.lang) !== language) root.lang = tagOf(language);
      translatePage();
    };
    if (language === 'en') {
      done({});
      return;
    }
    fetch('locale/' + language + '.json', { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(done, (error) => {
        console.warn('Hearts: the page stays in English (locale/' + language + '.json: ' + describe(error) + ')');
        done({});
      });
  }

  const page = { state: 'loading', error: null, language: 'en', t: t };
  window.heartsPage = page;

  function setState(state) {
    page.state = state;
    root.dataset.state = state;
  }

  // The status line's message in English, said again in the page's language when its words come.
  const status = { english: '', args: null };
  function showStatus(english, args) {
    if (page.state === 'error') return;
    status.english = english;
    status.args = args || null;
    const text = t(english, args);
    if (statusLine.textContent !== text) statusLine.textContent = text;
  }

  // After the download the bar stands still while the page waits: it pulses (style.css).
  function setPhase(phase, english) {
    bar.dataset.phase = phase;
    showStatus(english);
  }

  // The bar never goes back: the program adds run dependencies after earlier ones are done,
  // so its count of what is left can rise again for a moment.
  let shownPercent = 0;
  function showProgress(fraction) {
    const percent = Math.max(shownPercent, Math.min(100, Math.round(fraction * 100)));
    shownPercent = percent;
    fill.style.width = percent + '%';
    bar.setAttribute('aria-valuenow', String(percent));
  }

  function fail(message) {
    if (page.state === 'error') return;
    status.english = '';
    page.error = message;
    loader.hidden = false;
    statusLine.textContent = message;
    setState('error');
    console.error('Hearts: ' + message);
  }

  function describe(reason) {
    if (reason instanceof Error) return reason.message;
    return String(reason);
  }

  // "js=123 wasm=456 data=789" -> {js: 123, wasm: 456, data: 789}
  function parseSizes(text) {
    const sizes = {};
    for (const item of (text || '').split(/\s+/)) {
      const match = /^(\w+)=(\d+)$/.exec(item);
      if (match) sizes[match[1]] = Number(match[2]);
    }
    return sizes;
  }

  function argumentsFromQuery(search) {
    const args = [];
    for (const [key, value] of new URLSearchParams(search)) {
      if (!/^[A-Za-z][\w-]*$/.test(key)) continue;
      args.push(value === '' ? '--' + key : '--' + key + '=' + value);
    }
    return args;
  }

  // A download that failed on the way (no answer, or one that broke off), as a player reads it.
  function downloadFailed(url, error) {
    // TRANSLATORS: {reason} is the browser's own words for what went wrong.
    return new Error(t('Could not download {file} ({reason}).\nCheck the connection and reload the page.',
                       { file: url, reason: describe(error) }));
  }

  // Resolves to the file's answer, or fails with a message a player can act on.
  async function request(url) {
    let response;
    try {
      response = await fetch(url, { credentials: 'same-origin' });
    } catch (error) {
      throw downloadFailed(url, error);
    }
    if (!response.ok) {
      throw new Error(t('Could not download {file} (HTTP {status}).\nReload the page to try again.',
                        { file: url, status: response.status }));
    }
    return response;
  }

  // The body of a file's answer as a stream that reports each chunk's size as it passes
  // (for the loading bar). A download that breaks off fails the stream with a message a
  // player can act on.
  function countedBody(url, response, onBytes) {
    const reader = response.body.getReader();
    return new ReadableStream({
      async pull(controller) {
        const { done, value } = await reader.read().catch((error) => {
          throw downloadFailed(url, error);
        });
        if (done) {
          controller.close();
          return;
        }
        onBytes(value.byteLength);
        controller.enqueue(value);
      },
    });
  }

  // Reads the data package to its end, counting its bytes as they arrive, and resolves to
  // them as the program expects them: unpacked while they arrive when they are gzip's (a
  // server that sent them with Content-Encoding: gzip has unpacked them already). Its first
  // chunk says which: it is read ahead and put back in front of the rest.
  async function readData(url, response, onBytes) {
    const reader = countedBody(url, response, onBytes).getReader();
    const first = await reader.read();
    let lost = null;  // the download broke off: said as such, not as damaged data
    const body = new ReadableStream({
      start(controller) {
        if (first.done) controller.close();
        else controller.enqueue(first.value);
      },
      async pull(controller) {
        const { done, value } = await reader.read().catch((error) => {
          lost = error;
          throw error;
        });
        if (done) controller.close();
        else controller.enqueue(value);
      },
    });
    if (first.done || !isGzip(first.value)) return new Response(body).arrayBuffer();
    return unpack(body).catch((error) => {
      throw lost || error;
    });
  }

  async function drain(stream) {
    const reader = stream.getReader();
    while (!(await reader.read()).done) { /* each chunk is counted as it passes */ }
  }

  function isGzip(bytes) {
    return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
  }

  async function unpack(stream) {
    if (typeof DecompressionStream !== 'function') {
      throw new Error(t('This browser cannot unpack the game\'s data (it has no DecompressionStream). ' +
                        'A current version of Firefox, Chrome, Edge or Safari can.'));
    }
    try {
      return await new Response(stream.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
    } catch {
      throw new Error(t('The game data is damaged: it could not be unpacked. Reload the page to try again.'));
    }
  }

  // Compiles the program while it downloads, counting its bytes on a copy of the stream;
  // `onDownloaded` is called once the last byte is there (the compiler may still be busy).
  // Browsers without streaming compilation (or a server sending another MIME type) get
  // the whole file compiled once it is there.
  async function compileProgram(url, onBytes, onDownloaded) {
    const response = await request(url);
    const type = response.headers.get('Content-Type') || '';
    if (typeof WebAssembly.compileStreaming === 'function' && /application\/wasm/.test(type)) {
      const counted = drain(countedBody(url, response.clone(), onBytes)).then(onDownloaded);
      const [module] = await Promise.all([WebAssembly.compileStreaming(response), counted]);
      return module;
    }
    const bytes = await new Response(countedBody(url, response, onBytes)).arrayBuffer();
    onDownloaded();
    return WebAssembly.compile(bytes);
  }

  // Creating the WebGL context takes a tenth of a second or more: made while the files
  // download, the program's SDL finds it ready, since a canvas keeps its first context and
  // getContext hands that one back. Its settings must be those SDL asks for (alpha, for the
  // felt that style.css draws under the canvas, and no depth, stencil or antialiasing; see
  // src/app/app.cc); the smoke test checks them.
  function prepareGraphics() {
    try {
      canvas.getContext('webgl', { alpha: true, depth: false, stencil: false, antialias: false });
    } catch (error) {
      // The program tries again and reports what fails.
    }
  }

  // Offline play and quick repeat visits (sw.js). Registered once the game runs, so that it
  // never competes with the download; a browser without service workers (or a page not
  // served over https or from localhost) simply plays online only. A newer build's worker
  // takes over once it has kept its files: this page has all of its own by now, and the
  // next visit starts the newer build.
  function keepOfflineCopy() {
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    const takeOverWhenReady = (worker) => {
      if (!worker) return;
      const ready = () => {
        if (worker.state === 'installed') worker.postMessage('take-over');
      };
      worker.addEventListener('statechange', ready);
      ready();
    };
    navigator.serviceWorker.register('sw.js').then((registration) => {
      takeOverWhenReady(registration.waiting || registration.installing);
      registration.addEventListener('updatefound', () => takeOverWhenReady(registration.installing));
    }).catch((error) => {
      console.warn('Hearts: no offline copy (' + describe(error) + ')');
    });
  }

  // The program's files of a language in the site's locale/ folder (src/app/language_keeper.cc:
  // languageFiles): its catalog and its face, cut from Noto Sans CJK for Japanese and Chinese.
  function languageFiles(language) {
    if (language === 'en') return [];
    if (language === 'ja' || language === 'zh_CN') return [language + '.mo', language + '.ttf'];
    return [language + '.mo', language + '.ttf', language + '-bold.ttf'];
  }

  // The program's files of the page's language, fetched beside the program: each file's name
  // and bytes, or none where it cannot be had (the program then asks for it itself, and says
  // why not where it matters).
  function fetchProgramFiles(language) {
    return Promise.all(languageFiles(language).map((name) =>
      fetch('locale/' + name, { credentials: 'same-origin' })
        .then((response) => (response.ok ? response.arrayBuffer() : null))
        .catch(() => null)
        .then((bytes) => ({ name, bytes }))));
  }

  // Before main() runs: those files in the program's file system, where it looks first.
  function placeProgramFiles() {
    const dependency = 'hearts-language';
    window.Module.addRunDependency(dependency);
    programFiles.then((files) => {
      try {
        window.Module.FS_createPath('/', 'assets/locale', true, true);
        for (const { name, bytes } of files) {
          if (bytes) window.Module.FS_createDataFile('/assets/locale', name, new Uint8Array(bytes), true, false);
        }
      } catch (error) {
        console.warn('Hearts: the language\'s files could not be placed (' + describe(error) + ')');
      }
      window.Module.removeRunDependency(dependency);
    });
  }

  function loadScript(url) {
    return new Promise((resolve, reject) => {
      const element = document.createElement('script');
      element.src = url;
      element.async = true;
      element.onload = resolve;
      element.onerror = () => reject(new Error(t('Could not load {file}.', { file: url })));
      document.body.appendChild(element);
    });
  }

  async function start() {
    if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
      fail(t('This browser cannot run WebAssembly, which the game needs. ' +
             'A current version of Firefox, Chrome, Edge or Safari can.'));
      return;
    }

    const appScript = script.dataset.app || 'hearts.js';
    const baseName = appScript.replace(/\.js$/, '');
    const sizes = parseSizes(script.dataset.sizes);
    // A page built by hearts_web_app lists every file it has; without the list, assume all.
    const hasData = script.dataset.sizes === undefined || sizes.data !== undefined;
    const expected = (sizes.wasm || 0) + (hasData ? sizes.data || 0 : 0);
    // The bar follows the bytes as they arrive, to kDownloaded; then it says what the page
    // waits for: the compiler to finish the program, then the program to start.
    const kDownloaded = 0.9;
    let received = 0;
    let programIn = false;
    let dataIn = !hasData;
    let compiled = false;
    const showPhase = () => {
      if (!programIn || !dataIn) {
        showStatus(mark('Downloading…'));
        if (expected > 0) showProgress(kDownloaded * Math.min(1, received / expected));
        return;
      }
      showProgress(kDownloaded);
      if (!compiled) {
        setPhase('compiling', mark('Compiling…'));
      } else {
        showProgress(0.95);
        setPhase('starting', mark('Starting…'));
      }
    };
    const onBytes = (count) => {
      received += count;
      showPhase();
    };

    showStatus(mark('Downloading…'));
    const program = compileProgram(baseName + '.wasm', onBytes, () => {
      programIn = true;
      showPhase();
    });
    const dataPackage = hasData ? request(baseName + '.data')
      .then((response) => readData(baseName + '.data', response, onBytes)) : Promise.resolve(null);
    setTimeout(prepareGraphics, 0);
    // A failure of either is reported at once, not after the other has finished.
    program.then(() => {
      compiled = true;
      showPhase();
    }, (error) => fail(describe(error)));
    dataPackage.then(() => {
      dataIn = true;
      showPhase();
    }, (error) => fail(describe(error)));

    // The program's JavaScript runs at once, while the data may still be arriving or being
    // unpacked. Emscripten's package code asks for the data as that script runs, but reads
    // it only when the program's file system is set up, after the instance is handed over:
    // it gets a buffer of the size it expects, and the data is copied into it just before.
    let dataBuffer = null;
    window.Module = {
      canvas: canvas,
      arguments: argumentsFromQuery(window.location.search),
      instantiateWasm: (imports, receiveInstance) => {
        const instance = program.then((module) => WebAssembly.instantiate(module, imports));
        Promise.all([instance, dataPackage]).then(([ready, data]) => {
          if (dataBuffer && data) {
            if (data.byteLength !== dataBuffer.byteLength) {
              throw new Error(t('The game data is damaged: it has {got} bytes instead of {expected}. ' +
                                'Reload the page to try again.',
                                { got: data.byteLength, expected: dataBuffer.byteLength }));
            }
            new Uint8Array(dataBuffer).set(new Uint8Array(data));
          }
          receiveInstance(ready);
        }).catch((error) => fail(describe(error)));
        return {};
      },
      preRun: [placeProgramFiles],
      getPreloadedPackage: (name, size) => {
        dataBuffer = new ArrayBuffer(size);
        return dataBuffer;
      },
      // No setStatus: given one, Emscripten runs main() a timer later (after telling it
      // "Running..."), and the browser renders a frame in between. No monitorRunDependencies
      // either: the program's script adds its first as soon as it runs, which can be long
      // before the download is done.
      onAbort: (what) => {
        // TRANSLATORS: {reason} is the program's own words for what went wrong.
        fail(what ? t('The game stopped unexpectedly: {reason}\nReload the page to start again.',
                      { reason: describe(what) })
                  : t('The game stopped unexpectedly.\nReload the page to start again.'));
      },
      postRun: [() => {
        if (page.state !== 'loading') return;
        showProgress(1);
        setState('running');
        canvas.focus({ preventScroll: true });
        // The overlay fades out (style.css), then leaves the page entirely.
        const hide = () => { if (page.state === 'running') loader.hidden = true; };
        loader.addEventListener('transitionend', hide, { once: true });
        setTimeout(hide, 1000);
        keepOfflineCopy();
      }],
    };
    await loadScript(appScript);
  }

  canvas.addEventListener('contextmenu', (event) => event.preventDefault());
  canvas.addEventListener('webglcontextlost', (event) => {
    event.preventDefault();
    fail(t('The browser took the graphics context away. Reload the page to continue.'));
  });
  window.addEventListener('error', (event) => {
    if (page.state === 'loading') fail(event.message || t('The game failed to start.'));
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (page.state === 'loading') fail(describe(event.reason));
  });

  // The page's language now, and the program's once it runs (it sets the root's lang).
  showStatus(mark('Loading…'));
  const language = askedLanguage();
  const programFiles = fetchProgramFiles(language);
  speak(language);
  new MutationObserver(() => {
    const language = parseLanguage(root.lang);
    if (language) speak(language);
  }).observe(root, { attributes: true, attributeFilter: ['lang'] });

  start().catch((error) => fail(describe(error)));
})();

# WebAssembly build helpers. Included by the top-level CMakeLists.txt on every platform so
# that callers need no `if(EMSCRIPTEN)` around them:
#
#   hearts_node_program(<target>)
#       Under Emscripten, links <target> as a program that runs with `node <target>.js
#       [args...]`: the .wasm is embedded in the .js, argv and the exit code behave as for a
#       native program, and the real file system is visible (NODERAWFS), so tests and tools
#       can read fixtures and write files by path. add_test(NAME x COMMAND <target>) then
#       runs it under node through CMAKE_CROSSCOMPILING_EMULATOR, which Emscripten's
#       toolchain file sets. Natively it does nothing: call it unconditionally.
#
#   hearts_web_app(<target> ASSET_DIR <dir> [EXCLUDE <paths in dir>...] [PO_DIR <dir>]
#                  [DEPENDS <targets or files>...])
#       Under Emscripten, links <target> for the web page: <dir> is packed into
#       <target>.data and mounted at /assets in the program's file system (so the program
#       opens "/assets/fonts/x.ttf"), less the files and folders EXCLUDE names (relative
#       to <dir>), and the target <target>_site (part of `all`) keeps
#       ${CMAKE_BINARY_DIR}/site/ holding the deployable page: web/'s files, <target>.js,
#       .wasm and .data (the data gzip-compressed), and third-party-licenses.txt gathered
#       from <dir>/licenses and from the SDL prefix (or, with HEARTS_SDL_PORTS, from the
#       ports' sources).
#       With PO_DIR (po/: LINGUAS and a <code>.po for each language), the site's locale/
#       holds each language's files (<dir>/locale/: its catalog and its face, which the
#       page fetches when the player's language is that one: EXCLUDE locale keeps them out
#       of the data package) and the page's own words in it (<code>.json, for web/loader.js, made by
#       tools/web/page_words.py, which also puts index.html's <noscript> sentence into every
#       language).
#       DEPENDS names targets that produce <dir> (built first) and files whose change must
#       re-pack the assets (a stamp the asset pipeline writes, for instance): emcc packs
#       the folder at link time, so without them a changed asset would not be re-packed.
#       Natively it is an error: the desktop build loads assets from disk.
#
# Also, under Emscripten, for every target: C++ exceptions as WebAssembly exceptions (the
# record parser relies on them; Emscripten's default turns every throw into an abort, and
# its JavaScript-based exceptions slow every call down), and one explicit stack size so
# every Emscripten version behaves alike (their defaults range from 64 KiB to 5 MiB);
# the host's header-only libraries (nlohmann-json, doctest) through a folder of their own,
# and Debian's node-acorn made visible to emcc's link step.
#
# In Release builds the page's JavaScript glue goes through Closure Compiler (off with
# -DHEARTS_WEB_CLOSURE=OFF); src/app/page-externs.js names what it must not rename.
#
# Run as a script (cmake -P) it assembles the site folder; hearts_web_app uses it that way.
include_guard(GLOBAL)

if(CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
  # Script mode: HEARTS_WEB_DIR, HEARTS_APP_JS, HEARTS_SITE_DIR, HEARTS_LICENSE_DIRS,
  # HEARTS_PORTS_DIR, HEARTS_PROGRAM_VERSION; HEARTS_PO_DIR, HEARTS_CATALOG_DIR,
  # HEARTS_PYTHON, HEARTS_PAGE_WORDS (the languages; HEARTS_PO_DIR empty: none).
  # Replaces `marker` in the text held by `var` (read from the site's `file`) by
  # `replacement`; a file without the marker stops the build.
  function(_hearts_fill_marker var file marker replacement)
    string(FIND "${${var}}" "${marker}" _at)
    if(_at EQUAL -1)
      message(FATAL_ERROR "web site: web/${file} lacks the marker ${marker}")
    endif()
    string(REPLACE "${marker}" "${replacement}" _text "${${var}}")
    set(${var} "${_text}" PARENT_SCOPE)
  endfunction()

  get_filename_component(_dir "${HEARTS_APP_JS}" DIRECTORY)
  get_filename_component(_name "${HEARTS_APP_JS}" NAME_WE)
  file(REMOVE_RECURSE "${HEARTS_SITE_DIR}")
  file(COPY "${HEARTS_WEB_DIR}/" DESTINATION "${HEARTS_SITE_DIR}")
  # The page's scripts go without the lines that are only comments, which are for their
  # readers here (a third of loader.js's download); nothing within a line is touched.
  file(GLOB _scripts RELATIVE "${HEARTS_WEB_DIR}" "${HEARTS_WEB_DIR}/*.js")
  foreach(_script IN LISTS _scripts)
    file(READ "${HEARTS_SITE_DIR}/${_script}" _text)
    string(REGEX REPLACE "^[ \t]*//[^\n]*\n" "" _text "${_text}")
    string(REGEX REPLACE "\n[ \t]*//[^\n]*" "" _text "${_text}")
    file(WRITE "${HEARTS_SITE_DIR}/${_script}" "${_text}")
  endforeach()

  set(_sizes "")
  foreach(_ext IN ITEMS js wasm data)
    if(EXISTS "${_dir}/${_name}.${_ext}")
      if(_ext STREQUAL "data")
        # The data package goes compressed (gzip -9, no name or time in the header, so the
        # same package gives the same bytes): a quarter of its size, for hosts that send
        # binary files as they are, and for the service worker's copy, which the page reads
        # on every later visit. web/loader.js unpacks it.
        find_program(_gzip gzip REQUIRED)
        execute_process(COMMAND "${_gzip}" -9 -n -c "${_dir}/${_name}.data"
                        OUTPUT_FILE "${HEARTS_SITE_DIR}/${_name}.data"
                        RESULT_VARIABLE _gzip_result)
        if(NOT _gzip_result EQUAL 0)
          message(FATAL_ERROR "web site: gzip could not compress ${_dir}/${_name}.data")
        endif()
      else()
        file(COPY "${_dir}/${_name}.${_ext}" DESTINATION "${HEARTS_SITE_DIR}")
      endif()
      file(SIZE "${HEARTS_SITE_DIR}/${_name}.${_ext}" _size)
      string(APPEND _sizes " ${_ext}=${_size}")
    elseif(NOT _ext STREQUAL "data")
      message(FATAL_ERROR "web site: ${_dir}/${_name}.${_ext} is missing")
    endif()
  endforeach()
  string(STRIP "${_sizes}" _sizes)

  # The page names the program and the byte sizes the loader's progress bar counts down.
  file(READ "${HEARTS_SITE_DIR}/index.html" _html)
  _hearts_fill_marker(_html index.html [[data-app="hearts.js"]]
                      "data-app=\"${_name}.js\" data-sizes=\"${_sizes}\"")
  # The browser asks for the program's files while it reads the page, all at once; the
  # loader's fetch() calls (same mode and credentials: crossorigin) pick up those answers.
  set(_preloads "<link rel=\"preload\" href=\"${_name}.js\" as=\"script\">")
  if(EXISTS "${_dir}/${_name}.data")
    string(APPEND _preloads "\n  <link rel=\"preload\" href=\"${_name}.data\" as=\"fetch\" crossorigin>")
  endif()
  string(APPEND _preloads "\n  <link rel=\"preload\" href=\"${_name}.wasm\" as=\"fetch\" crossorigin>")
  _hearts_fill_marker(_html index.html "<!-- hearts:preload -->" "${_preloads}")
  file(WRITE "${HEARTS_SITE_DIR}/index.html" "${_html}")

  # The languages: the program's catalogs and the page's words, each fetched by the players
  # of that language only.
  if(HEARTS_PO_DIR)
    file(STRINGS "${HEARTS_PO_DIR}/LINGUAS" _linguas REGEX "^[A-Za-z_]+$")
    set(_po_files "")
    foreach(_code IN LISTS _linguas)
      list(APPEND _po_files "${HEARTS_PO_DIR}/${_code}.po")
    endforeach()
    # Each language's files (its catalog, its face: src/app/language_keeper.h).
    if(IS_DIRECTORY "${HEARTS_CATALOG_DIR}")
      file(COPY "${HEARTS_CATALOG_DIR}/" DESTINATION "${HEARTS_SITE_DIR}/locale")
    endif()
    execute_process(COMMAND "${HEARTS_PYTHON}" "${HEARTS_PAGE_WORDS}" "${HEARTS_SITE_DIR}" ${_po_files}
                    RESULT_VARIABLE _words_result)
    if(NOT _words_result EQUAL 0)
      message(FATAL_ERROR "web site: ${HEARTS_PAGE_WORDS} failed")
    endif()
  else()
    file(READ "${HEARTS_SITE_DIR}/index.html" _html)
    string(REPLACE "<!-- hearts:noscript -->" "" _html "${_html}")
    file(WRITE "${HEARTS_SITE_DIR}/index.html" "${_html}")
  endif()

  set(_licenses "Third-party components of this page and their licences.\n")
  string(REPLACE "|" ";" _license_dirs "${HEARTS_LICENSE_DIRS}")
  foreach(_license_dir IN LISTS _license_dirs)
    if(IS_DIRECTORY "${_license_dir}")
      file(GLOB_RECURSE _files LIST_DIRECTORIES false RELATIVE "${_license_dir}" "${_license_dir}/*")
      list(SORT _files)
      foreach(_file IN LISTS _files)
        file(READ "${_license_dir}/${_file}" _text)
        string(APPEND _licenses "\n==== ${_file} ====\n\n${_text}")
      endforeach()
    endif()
  endforeach()
  # Emscripten's ports unpack each library's sources under <cache>/ports/<name>/<folder>/,
  # licence files included.
  if(HEARTS_PORTS_DIR AND IS_DIRECTORY "${HEARTS_PORTS_DIR}")
    file(GLOB _files LIST_DIRECTORIES false RELATIVE "${HEARTS_PORTS_DIR}"
         "${HEARTS_PORTS_DIR}/*/*/LICENSE*" "${HEARTS_PORTS_DIR}/*/*/COPYING*"
         "${HEARTS_PORTS_DIR}/*/*/docs/FTL.TXT")
    list(SORT _files)
    foreach(_file IN LISTS _files)
      file(READ "${HEARTS_PORTS_DIR}/${_file}" _text)
      string(APPEND _licenses "\n==== ${_file} ====\n\n${_text}")
    endforeach()
  endif()
  file(WRITE "${HEARTS_SITE_DIR}/third-party-licenses.txt" "${_licenses}")

  # The service worker keeps one build's files under the build's version: the program's
  # version and a hash of every other file of the site, so that any change to the page is a
  # new version (web/sw.js).
  file(GLOB_RECURSE _files LIST_DIRECTORIES false RELATIVE "${HEARTS_SITE_DIR}" "${HEARTS_SITE_DIR}/*")
  list(REMOVE_ITEM _files sw.js)
  list(SORT _files)
  set(_digests "")
  foreach(_file IN LISTS _files)
    file(SHA256 "${HEARTS_SITE_DIR}/${_file}" _digest)
    string(APPEND _digests "${_file} ${_digest}\n")
  endforeach()
  string(SHA256 _version "${_digests}")
  string(SUBSTRING "${_version}" 0 16 _version)
  set(_version "${HEARTS_PROGRAM_VERSION}-${_version}")
  file(READ "${HEARTS_SITE_DIR}/sw.js" _sw)
  _hearts_fill_marker(_sw sw.js "'hearts:site-version'" "'${_version}'")
  file(WRITE "${HEARTS_SITE_DIR}/sw.js" "${_sw}")
  return()
endif()

if(EMSCRIPTEN)
  add_compile_options(-fwasm-exceptions)
  add_link_options(-fwasm-exceptions -sTOTAL_STACK=5242880)

  # The header-only libraries from the host, without the host's libc headers.
  include("${CMAKE_CURRENT_LIST_DIR}/HostHeaders.cmake")

  # Debian's emcc runs its JavaScript optimizer at link time with node, which finds
  # Debian's node-acorn only through NODE_PATH; the build must not depend on the caller's
  # shell having set it.
  if(EXISTS "/usr/share/nodejs/acorn" AND NOT "$ENV{NODE_PATH}" MATCHES "/usr/share/nodejs")
    set(_hearts_node_path "/usr/share/nodejs")
    if(DEFINED ENV{NODE_PATH} AND NOT "$ENV{NODE_PATH}" STREQUAL "")
      string(APPEND _hearts_node_path ":$ENV{NODE_PATH}")
    endif()
    set(CMAKE_CXX_LINKER_LAUNCHER "${CMAKE_COMMAND}" -E env "NODE_PATH=${_hearts_node_path}")
    set(CMAKE_C_LINKER_LAUNCHER "${CMAKE_CXX_LINKER_LAUNCHER}")
    unset(_hearts_node_path)
  endif()
endif()

option(HEARTS_WEB_CLOSURE "Minify the web page's JavaScript glue with Closure Compiler" ON)
set(HEARTS_WASM_CMAKE "${CMAKE_CURRENT_LIST_FILE}" CACHE INTERNAL "")
get_filename_component(_hearts_web "${CMAKE_CURRENT_LIST_DIR}/../web" ABSOLUTE)
set(HEARTS_WEB_SOURCE_DIR "${_hearts_web}" CACHE INTERNAL "")
unset(_hearts_web)

function(hearts_node_program target)
  if(NOT EMSCRIPTEN)
    return()
  endif()
  # SINGLE_FILE: node cannot fetch() a separate .wasm next to the script.
  target_link_options(${target} PRIVATE
    -sSINGLE_FILE=1
    -sENVIRONMENT=node
    -sEXIT_RUNTIME=1
    -sALLOW_MEMORY_GROWTH=1
    -sNODERAWFS=1)
endfunction()

# Installs tools/web's npm packages (exactly as its lock file says) into the build tree once,
# behind the target hearts_web_build_tools; sets <var> to Closure Compiler's command there.
function(hearts_web_build_tools var)
  set(src "${HEARTS_WEB_SOURCE_DIR}/../tools/web")
  get_filename_component(src "${src}" ABSOLUTE)
  set(dir "${CMAKE_BINARY_DIR}/web-build-tools")
  set(${var} "${dir}/node_modules/google-closure-compiler/cli.js" PARENT_SCOPE)
  if(TARGET hearts_web_build_tools)
    return()
  endif()
  find_program(HEARTS_NPM NAMES npm NO_CMAKE_FIND_ROOT_PATH)
  if(NOT HEARTS_NPM)
    message(FATAL_ERROR "The web page's build needs npm (Debian: apt-get install npm), "
                        "or configure with -DHEARTS_WEB_CLOSURE=OFF")
  endif()
  set(npm_args ci --ignore-scripts --no-audit --no-fund --prefer-offline --loglevel=error)
  if(HEARTS_NPM_CACHE)
    list(APPEND npm_args --cache "${HEARTS_NPM_CACHE}")
  endif()
  add_custom_command(
    OUTPUT "${dir}/npm-ci.stamp"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${dir}"
    COMMAND "${CMAKE_COMMAND}" -E copy_if_different
            "${src}/package.json" "${src}/package-lock.json" "${dir}"
    COMMAND "${HEARTS_NPM}" ${npm_args}
    COMMAND "${CMAKE_COMMAND}" -E touch "${dir}/npm-ci.stamp"
    WORKING_DIRECTORY "${dir}"
    DEPENDS "${src}/package.json" "${src}/package-lock.json"
    COMMENT "Installing the web page's build tools (npm ci)"
    VERBATIM)
  add_custom_target(hearts_web_build_tools DEPENDS "${dir}/npm-ci.stamp")
endfunction()

function(hearts_web_app target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "ASSET_DIR;PO_DIR" "DEPENDS;EXCLUDE")
  if(NOT EMSCRIPTEN)
    message(FATAL_ERROR "hearts_web_app(${target}) is for the Emscripten build only")
  endif()
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "hearts_web_app(${target}): unknown arguments ${arg_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT arg_ASSET_DIR)
    message(FATAL_ERROR "hearts_web_app(${target}) needs ASSET_DIR <folder>")
  endif()
  get_filename_component(asset_dir "${arg_ASSET_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")

  foreach(dep IN LISTS arg_DEPENDS)
    if(TARGET ${dep})
      add_dependencies(${target} ${dep})
    else()
      get_filename_component(dep "${dep}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
      set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${dep}")
    endif()
  endforeach()

  # The program's own page comes from web/, not from emcc's HTML shell: link to .js.
  # SDL's WebGL renderer uses no WebGL extension, so the context does not enable every one
  # the browser offers (Emscripten's default asks for each in turn: 27 to 67 ms of the
  # start-up on the test machine, docs/BENCHMARKS.md).
  set_target_properties(${target} PROPERTIES SUFFIX ".js")
  target_link_options(${target} PRIVATE
    -sENVIRONMENT=web
    -sALLOW_MEMORY_GROWTH=1
    -sGL_SUPPORT_AUTOMATIC_ENABLE_EXTENSIONS=0
    "--preload-file=${asset_dir}@/assets")
  foreach(excluded IN LISTS arg_EXCLUDE)
    # emcc matches the excluded path against each file's full path on the build host.
    target_link_options(${target} PRIVATE "--exclude-file=${asset_dir}/${excluded}")
  endforeach()

  # The JavaScript glue through Closure Compiler in optimised builds: 197 → 85 KB, 48 → 30 KB
  # gzip. Closure renames every property it has not been told about, so the page's globals
  # that the game's own JavaScript (EM_JS in src/app) shares with web/ and the browser tests
  # are declared in src/app/page-externs.js. Debian's Emscripten has no Closure of its own:
  # tools/web pins the one Emscripten 3.1.6 was made with, installed from npm into the build
  # tree. Emscripten's SDK (HEARTS_SDL_PORTS) brings its own.
  if(HEARTS_WEB_CLOSURE AND CMAKE_BUILD_TYPE MATCHES "^(Release|MinSizeRel)$")
    set(externs "${HEARTS_WEB_SOURCE_DIR}/../src/app/page-externs.js")
    get_filename_component(externs "${externs}" ABSOLUTE)
    target_link_options(${target} PRIVATE --closure 1 "--closure-args=--externs=${externs}")
    set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${externs}")
    if(NOT HEARTS_SDL_PORTS)
      hearts_web_build_tools(closure)
      add_dependencies(${target} hearts_web_build_tools)
      get_target_property(launcher ${target} CXX_LINKER_LAUNCHER)
      if(NOT launcher)
        set(launcher "")
      endif()
      set_property(TARGET ${target} PROPERTY CXX_LINKER_LAUNCHER
        "${CMAKE_COMMAND}" -E env "EM_CLOSURE_COMPILER=${closure}" ${launcher})
    endif()
  endif()

  set(license_dirs "${asset_dir}/licenses")
  set(ports_dir "")
  if(HEARTS_SDL_PORTS)
    get_filename_component(ports_dir "${EMSCRIPTEN_SYSROOT}/../ports" ABSOLUTE)
  elseif(HEARTS_WASM_PREFIX)
    list(APPEND license_dirs "${HEARTS_WASM_PREFIX}/share/licenses")
  endif()
  # A list cannot cross the command line intact; "|" stands in for its separator.
  string(REPLACE ";" "|" license_dirs "${license_dirs}")

  set(words_args "")
  set(words_files "")
  if(arg_PO_DIR)
    find_program(HEARTS_PYTHON NAMES python3 NO_CMAKE_FIND_ROOT_PATH REQUIRED)
    get_filename_component(page_words "${HEARTS_WEB_SOURCE_DIR}/../tools/web/page_words.py" ABSOLUTE)
    set(words_args "-DHEARTS_PO_DIR=${arg_PO_DIR}" "-DHEARTS_CATALOG_DIR=${asset_dir}/locale"
                   "-DHEARTS_PYTHON=${HEARTS_PYTHON}" "-DHEARTS_PAGE_WORDS=${page_words}")
    file(GLOB words_files CONFIGURE_DEPENDS "${arg_PO_DIR}/*.po")
    list(APPEND words_files "${arg_PO_DIR}/LINGUAS" "${page_words}")
  endif()

  # A target of its own rather than a post-build step, so that a change to web/ alone
  # refreshes the folder without relinking the program.
  file(GLOB web_files CONFIGURE_DEPENDS "${HEARTS_WEB_SOURCE_DIR}/*")
  set(site_dir "${CMAKE_BINARY_DIR}/site")
  set(stamp "${CMAKE_CURRENT_BINARY_DIR}/${target}-site.stamp")
  add_custom_command(OUTPUT "${stamp}"
    COMMAND "${CMAKE_COMMAND}"
            "-DHEARTS_WEB_DIR=${HEARTS_WEB_SOURCE_DIR}"
            "-DHEARTS_APP_JS=$<TARGET_FILE:${target}>"
            "-DHEARTS_SITE_DIR=${site_dir}"
            "-DHEARTS_LICENSE_DIRS=${license_dirs}"
            "-DHEARTS_PORTS_DIR=${ports_dir}"
            "-DHEARTS_PROGRAM_VERSION=${PROJECT_VERSION}"
            ${words_args}
            -P "${HEARTS_WASM_CMAKE}"
    COMMAND "${CMAKE_COMMAND}" -E touch "${stamp}"
    DEPENDS ${target} ${web_files} ${words_files} "${HEARTS_WASM_CMAKE}"
    COMMENT "Assembling the web page in ${site_dir}"
    VERBATIM)
  add_custom_target(${target}_site ALL DEPENDS "${stamp}")
  # tests/e2e registers the browser tests when a page exists.
  set_property(GLOBAL APPEND PROPERTY HEARTS_WEB_APPS ${target})
endfunction()

# The layers (core <- records, ai <- session <- ui <- app; words, the player's language, used
# by the session and above) as the sources, the tests, the
# tools and the fuzz targets use them: a file may include only the headers of the layers it
# is allowed to use, the session's own headers name no bot (the bots stay private to the
# session), and a test suite links only the layers it tests and those they need. Every C++
# file under src/, tests/, tools/ and fuzz/ is read, and every include is taken by where it
# leads, however spelled: "ai/bot.h", <ai/bot.h>, "../ai/bot.h", "../../src/ai/bot.h". Fails
# with every crossing found, by file and line, and with every file in no known place.
# tests/layers_test.cmake proves that it does.
#
#   cmake -DROOT=<source dir> -P layers.cmake
cmake_minimum_required(VERSION 3.20)

set(layers words core records ai session ui app)

# What each layer may include, itself included.
set(allowed_words words)
set(allowed_core core)
set(allowed_records records core)
set(allowed_ai ai core)
set(allowed_session session core records ai words)
set(allowed_ui ui session core records words)
# The app plays through the session: the bots are the session's to run.
set(allowed_app app ui session core records words)
# The tools (the arena, the benchmarks) and their tests are built on the rules, the records
# and the bots; the fuzz targets on the rules and the records they read. test_main.cc, linked
# into every suite, names no layer.
set(allowed_tools core records ai)
set(allowed_fuzz core records)
set(allowed_tests "")
# Headers of these layers that may not be named in a layer's own headers: what a layer uses
# privately, so that those above it cannot reach it through them.
set(private_session ai)
# Files allowed a layer beyond their place's, each for the reason given.
# hearts-advice-bench times the player's help, which only the session builds from the bots.
set(also_tools/bench/advice_bench.cc session)
# The expert in your chair is the session's game: its test holds it against the arena's record.
set(also_tests/arena/expert_chair_test.cc session)
set(also_tests/arena/CMakeLists.txt session)

set(crossings "")

# place_of(REL OUT): whose rules a file keeps (a layer, tools, fuzz or tests), from where it
# lies; empty where the check knows no rules.
function(place_of rel out)
  set(place "")
  if(rel MATCHES "^(src|tests)/([a-z0-9_]+)/")
    set(top "${CMAKE_MATCH_1}")
    set(dir "${CMAKE_MATCH_2}")
    if(dir IN_LIST layers)
      set(place "${dir}")
    elseif(top STREQUAL "tests" AND dir MATCHES "^(arena|bench)$")
      set(place tools)
    elseif(top STREQUAL "tests" AND dir MATCHES "^(e2e|package)$")
      # The page's and the package's tests drive the whole program, as the app's do.
      set(place app)
    endif()
  elseif(rel MATCHES "^tests/[^/]+$")
    set(place tests)
  elseif(rel MATCHES "^(tools|fuzz)/")
    set(place "${CMAKE_MATCH_1}")
  endif()
  set(${out} "${place}" PARENT_SCOPE)
endfunction()

# included_layer(PATH OUT): the layer an include leads to, empty if none. The path is read as
# from anywhere in the tree: "./", "../" and "src/" before the layer's folder lead to it all
# the same.
function(included_layer path out)
  string(STRIP "${path}" path)
  cmake_path(NORMAL_PATH path)
  string(REGEX REPLACE "^(\\.\\./)+" "" path "${path}")
  string(REGEX REPLACE "^src/" "" path "${path}")
  set(layer "")
  if(path MATCHES "^([a-z_]+)/")
    if(CMAKE_MATCH_1 IN_LIST layers)
      set(layer "${CMAKE_MATCH_1}")
    endif()
  endif()
  set(${out} "${layer}" PARENT_SCOPE)
endfunction()

# check_includes(FILE REL ALLOWED_LIST FORBIDDEN_IN_HEADER_LIST)
function(check_includes file rel allowed private)
  file(STRINGS "${file}" lines REGEX "^[ \t]*#[ \t]*include")
  get_filename_component(ext "${file}" LAST_EXT)
  foreach(line IN LISTS lines)
    if(NOT line MATCHES "^[ \t]*#[ \t]*include[ \t]*[\"<]([^\">]*)[\">]")
      continue()
    endif()
    included_layer("${CMAKE_MATCH_1}" layer)
    string(STRIP "${line}" line)
    if(NOT layer)
      continue()
    elseif(NOT layer IN_LIST allowed)
      list(APPEND crossings "${rel}: ${line} (a layer it may not use)")
    elseif(ext STREQUAL ".h" AND layer IN_LIST private)
      list(APPEND crossings "${rel}: ${line} (private to the layer: not in its headers)")
    endif()
  endforeach()
  set(crossings "${crossings}" PARENT_SCOPE)
endfunction()

# check_links(FILE REL ALLOWED_LIST): the layers a test suite's CMakeLists.txt links.
function(check_links file rel allowed)
  file(READ "${file}" text)
  string(REGEX MATCHALL "hearts_(words|core|records|ai|session|ui|app_lib)[^a-z_]" linked "${text}")
  foreach(name IN LISTS linked)
    string(REGEX REPLACE "^hearts_([a-z]+).*" "\\1" used "${name}")
    if(NOT used IN_LIST allowed)
      list(APPEND crossings "${rel}: links hearts_${used}")
    endif()
  endforeach()
  set(crossings "${crossings}" PARENT_SCOPE)
endfunction()

# check_file(FILE): a source's includes, or a test suite's links, by the rules of its place.
function(check_file file)
  file(RELATIVE_PATH rel "${ROOT}" "${file}")
  place_of("${rel}" place)
  if(NOT DEFINED allowed_${place})
    list(APPEND crossings "${rel}: in no place the layer check knows")
  elseif(rel MATCHES "CMakeLists\\.txt$")
    check_links("${file}" "${rel}" "${allowed_${place}};${also_${rel}}")
  elseif(rel MATCHES "^src/")
    check_includes("${file}" "${rel}" "${allowed_${place}};${also_${rel}}" "${private_${place}}")
  else()
    check_includes("${file}" "${rel}" "${allowed_${place}};${also_${rel}}" "")
  endif()
  set(crossings "${crossings}" PARENT_SCOPE)
endfunction()

set(patterns "")
foreach(dir src tests tools fuzz)
  list(APPEND patterns "${ROOT}/${dir}/*.h" "${ROOT}/${dir}/*.hpp" "${ROOT}/${dir}/*.cc"
       "${ROOT}/${dir}/*.cpp")
endforeach()
file(GLOB_RECURSE files ${patterns})
# Packages installed for the tools' scripts are not the project's.
list(FILTER files EXCLUDE REGEX "/node_modules/")
file(GLOB suites "${ROOT}/tests/*/CMakeLists.txt")
foreach(file IN LISTS files suites)
  check_file("${file}")
endforeach()

if(crossings)
  list(REMOVE_DUPLICATES crossings)
  list(JOIN crossings "\n  " text)
  message(FATAL_ERROR "layers crossed:\n  ${text}")
endif()
message(STATUS "no layer is crossed")

# The layer check (layers.cmake) fails when it should: over a small tree made here, with a
# forbidden include planted in every spelling and in every place it reads (a source's .h and
# .cc, a test, a tool, a fuzz target, a session header naming a bot, a suite's link), it fails
# and names each planted file and no other; over the same tree without them it passes.
#
#   cmake -DCHECK=<layers.cmake> -DWORK=<scratch folder> -P layers_test.cmake
cmake_minimum_required(VERSION 3.20)

file(REMOVE_RECURSE "${WORK}")
set(clean "${WORK}/clean")
set(crossed "${WORK}/crossed")
set(planted "")

# keep(REL TEXT): a file that keeps the layers, in both trees.
function(keep rel text)
  file(WRITE "${clean}/${rel}" "${text}\n")
  file(WRITE "${crossed}/${rel}" "${text}\n")
endfunction()

# plant(REL TEXT): a file that crosses them, in the crossed tree only.
function(plant rel text)
  file(WRITE "${crossed}/${rel}" "${text}\n")
  set(planted ${planted} "${rel}" PARENT_SCOPE)
endfunction()

# Every layer's allowed includes, in every spelling, and what is no include at all.
keep(src/core/card.h [[#include <vector>]])
keep(src/records/record.cc [[#include "core/card.h"]])
keep(src/ai/bot.h [[#include <core/card.h>]])
keep(src/session/daily.h [[#include "../core/card.h"]])
keep(src/session/daily.cc [[#include "ai/bot.h"]])
keep(src/ui/screen.cc "#include \"./../session/daily.h\"\n#  include\t\"records/record.h\"")
keep(src/app/app.cc "// #include \"ai/bot.h\" would not build: the app has no bots\n#include <SDL.h>")
keep(tests/test_main.cc [[#include <doctest/doctest.h>]])
keep(tests/session/daily_test.cc [[#include "ai/bot.h"]])
keep(tests/session/CMakeLists.txt "target_link_libraries(t PRIVATE hearts_session hearts_ai)")
keep(tests/arena/sparring_test.cc [[#include "../ai/ai_test_support.h"]])
keep(tests/e2e/CMakeLists.txt "add_test(NAME page COMMAND node page.mjs)")
keep(tools/arena/arena.cc "#include \"arena/arena.h\"\n#include \"ai/bot.h\"")
keep(tools/bench/advice_bench.cc [[#include "session/hint.h"]])
keep(fuzz/fuzz_record.cc [[#include "../src/records/record.h"]])

# One forbidden include a file, so that each spelling is proved by its file's name.
plant(src/core/quoted.cc [[#include "records/record.h"]])
plant(src/records/angled.h [[#include <ai/bot.h>]])
plant(src/ai/relative.cc [[#include "../session/daily.h"]])
plant(src/ai/dot_relative.h [[#include "./../session/daily.h"]])
plant(src/ai/from_root.cc [[#include "../../src/ui/screen.h"]])
plant(src/ai/through.cc [[#include "core/../session/daily.h"]])
plant(src/session/spaced.cc "  #  include \t \"ui/screen.h\"")
plant(src/session/tight.cc [[#include"app/app.h"]])
plant(src/session/private.h [[#include "ai/bot.h"]])
plant(src/app/bots.cc [[#include "ai/bot.h"]])
plant(src/app/bots.h [[#include <ai/bot.h>]])
plant(src/extra/stray.cc [[#include "core/card.h"]])
plant(tests/test_support.h [[#include "core/card.h"]])
plant(tests/core/quoted_test.cc [[#include "records/record.h"]])
plant(tests/ai/angled_test.h [[#include <session/daily.h>]])
plant(tests/records/relative_test.cc [[#include "../../src/ai/bot.h"]])
plant(tests/ui/CMakeLists.txt "target_link_libraries(t PRIVATE hearts_ui hearts_app_lib)")
plant(tests/arena/session_test.cc [[#include "session/daily.h"]])
plant(tools/bench/quoted_bench.cc [[#include "session/hint.h"]])
plant(tools/arena/angled.h [[#include <ui/screen.h>]])
plant(tools/arena/relative.cc [[#include "../../src/app/app.h"]])
plant(fuzz/fuzz_bots.cc [[#include "ai/bot.h"]])
plant(fuzz/fuzz_relative.cc [[#include "../src/session/daily.h"]])

# run_check(TREE RESULT OUTPUT)
function(run_check tree result output)
  execute_process(COMMAND "${CMAKE_COMMAND}" -DROOT=${tree} -P "${CHECK}"
                  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE out)
  set(${result} "${code}" PARENT_SCOPE)
  set(${output} "${out}" PARENT_SCOPE)
endfunction()

set(failures "")

run_check("${clean}" code out)
if(NOT code EQUAL 0 OR NOT out MATCHES "no layer is crossed")
  list(APPEND failures "the clean tree did not pass:\n${out}")
endif()

run_check("${crossed}" code out)
if(code EQUAL 0)
  list(APPEND failures "the crossed tree passed")
endif()
foreach(rel IN LISTS planted)
  string(FIND "${out}" "\n    ${rel}: " at)
  if(at EQUAL -1)
    list(APPEND failures "${rel} is not named")
  endif()
endforeach()
string(REGEX MATCHALL "\n    [^:\n]+: " named "${out}")
list(LENGTH named named_count)
list(LENGTH planted planted_count)
if(NOT named_count EQUAL planted_count)
  list(APPEND failures "${named_count} crossings named for ${planted_count} planted")
endif()

if(failures)
  list(JOIN failures "\n" text)
  message(FATAL_ERROR "${text}\nThe check said, over the crossed tree:\n${out}")
endif()
message(STATUS "the layer check names all ${planted_count} planted crossings, and passes the clean tree")

# The layers (core <- records, ai <- session <- ui <- app) as the sources and the tests use
# them: a source may include only the headers of the layers below it that it is allowed to
# use, the session's own headers name no bot (the bots stay private to the session), and a
# test suite includes and links only the layers it tests and those they need. Fails with
# every crossing found, by file and line.
#
#   cmake -DROOT=<source dir> -P layers.cmake
cmake_minimum_required(VERSION 3.20)

# What each layer may include, itself included.
set(allowed_core core)
set(allowed_records records core)
set(allowed_ai ai core)
set(allowed_session session core records ai)
set(allowed_ui ui session core records)
set(allowed_app app ui session core records ai)
# Headers of these layers that may not be named in a layer's own headers: what a layer uses
# privately, so that those above it cannot reach it through them.
set(private_session ai)

set(layers core records ai session ui app)
set(crossings "")

# check_includes(FILE ALLOWED_LIST FORBIDDEN_IN_HEADER_LIST)
function(check_includes file allowed private)
  file(STRINGS "${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]+\"")
  file(RELATIVE_PATH rel "${ROOT}" "${file}")
  get_filename_component(ext "${file}" LAST_EXT)
  foreach(line IN LISTS lines)
    if(NOT line MATCHES "#[ \t]*include[ \t]+\"([a-z_]+)/")
      continue()
    endif()
    set(layer "${CMAKE_MATCH_1}")
    if(NOT layer IN_LIST layers)
      continue()
    endif()
    if(NOT layer IN_LIST allowed)
      list(APPEND crossings "${rel}: ${line} (a layer it may not use)")
    elseif(ext STREQUAL ".h" AND layer IN_LIST private)
      list(APPEND crossings "${rel}: ${line} (private to the layer: not in its headers)")
    endif()
  endforeach()
  set(crossings "${crossings}" PARENT_SCOPE)
endfunction()

foreach(layer IN LISTS layers)
  file(GLOB_RECURSE sources "${ROOT}/src/${layer}/*.h" "${ROOT}/src/${layer}/*.cc")
  foreach(file IN LISTS sources)
    check_includes("${file}" "${allowed_${layer}}" "${private_${layer}}")
  endforeach()

  # A layer's tests: the layer's own includes, and the links of its test suite.
  file(GLOB_RECURSE tests "${ROOT}/tests/${layer}/*.h" "${ROOT}/tests/${layer}/*.cc")
  foreach(file IN LISTS tests)
    check_includes("${file}" "${allowed_${layer}}" "")
  endforeach()
  set(lists "${ROOT}/tests/${layer}/CMakeLists.txt")
  if(EXISTS "${lists}")
    file(READ "${lists}" text)
    string(REGEX MATCHALL "hearts_(core|records|ai|session|ui|app_lib)[^a-z_]" linked "${text}")
    foreach(name IN LISTS linked)
      string(REGEX REPLACE "^hearts_([a-z]+).*" "\\1" used "${name}")
      if(NOT used IN_LIST allowed_${layer})
        list(APPEND crossings "tests/${layer}/CMakeLists.txt: links hearts_${used}")
      endif()
    endforeach()
  endif()
endforeach()

if(crossings)
  list(REMOVE_DUPLICATES crossings)
  list(JOIN crossings "\n  " text)
  message(FATAL_ERROR "layers crossed:\n  ${text}")
endif()
message(STATUS "no layer is crossed")

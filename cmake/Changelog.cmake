# The entry of one version in CHANGELOG.md: its date and its text.
#
#   hearts_changelog_entry(<version> <date-var> <text-var>)
#       Reads CHANGELOG.md from the top of the source tree; stops with an error where the
#       version has no entry (a release is never built without one) or a line of it is
#       longer than 76 characters.
#
# Run as a script it prints the entry's text, for the release's notes:
#   cmake -DVERSION=1.0.0 [-DCHANGELOG=path] -P cmake/Changelog.cmake
include_guard(GLOBAL)

function(hearts_changelog_entry version date_var text_var)
  if(NOT HEARTS_CHANGELOG)
    set(HEARTS_CHANGELOG "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../CHANGELOG.md")
  endif()
  file(READ "${HEARTS_CHANGELOG}" _all)
  string(REPLACE "." "\\." _escaped "${version}")
  set(_date "")
  set(_text "")
  if(_all MATCHES "(^|\n)## \\[${_escaped}\\] - ([0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9])\n")
    set(_date "${CMAKE_MATCH_2}")
    string(FIND "${_all}" "${CMAKE_MATCH_0}" _at)
    string(LENGTH "${CMAKE_MATCH_0}" _length)
    math(EXPR _at "${_at} + ${_length}")
    string(SUBSTRING "${_all}" ${_at} -1 _text)
    string(FIND "${_text}" "\n## [" _next)
    if(NOT _next EQUAL -1)
      string(SUBSTRING "${_text}" 0 ${_next} _text)
    endif()
  endif()
  if(NOT _date)
    message(FATAL_ERROR "${HEARTS_CHANGELOG} has no entry '## [${version}] - YYYY-MM-DD'")
  endif()
  string(STRIP "${_text}" _text)
  # The entry is also the Debian package's changelog, indented by four there.
  string(REPLACE "\n" ";" _lines "${_text}")
  foreach(_line IN LISTS _lines)
    string(LENGTH "${_line}" _length)
    if(_length GREATER 76)
      message(FATAL_ERROR "${HEARTS_CHANGELOG}: a line of the ${version} entry is longer than "
                          "76 characters: ${_line}")
    endif()
  endforeach()
  set(${date_var} "${_date}" PARENT_SCOPE)
  set(${text_var} "${_text}" PARENT_SCOPE)
endfunction()

if(CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
  if(NOT VERSION)
    message(FATAL_ERROR "usage: cmake -DVERSION=x.y.z [-DCHANGELOG=file] -P ${CMAKE_CURRENT_LIST_FILE}")
  endif()
  if(CHANGELOG)
    set(HEARTS_CHANGELOG "${CHANGELOG}")
  endif()
  hearts_changelog_entry("${VERSION}" _date _text)
  execute_process(COMMAND "${CMAKE_COMMAND}" -E echo "${_text}")
endif()

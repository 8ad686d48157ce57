# Installs the build into a staging folder under the prefix /usr, as the Debian package does,
# and validates the desktop entry it writes: desktop-file-validate must print nothing.
#
#   cmake -DVALIDATE=<desktop-file-validate> -DBUILD=<build dir> -DSTAGE=<dir> -P desktop_entry.cmake
file(REMOVE_RECURSE "${STAGE}")
execute_process(COMMAND "${CMAKE_COMMAND}" -E env "DESTDIR=${STAGE}"
                        "${CMAKE_COMMAND}" --install "${BUILD}" --prefix /usr
                OUTPUT_QUIET RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${rc})")
endif()
file(GLOB entries "${STAGE}/usr/share/applications/*.desktop")
if(NOT entries)
  message(FATAL_ERROR "the install wrote no desktop entry under ${STAGE}/usr/share/applications")
endif()
foreach(entry IN LISTS entries)
  execute_process(COMMAND "${VALIDATE}" "${entry}" OUTPUT_VARIABLE out ERROR_VARIABLE out
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR NOT out STREQUAL "")
    message(FATAL_ERROR "${entry}:\n${out}")
  endif()
  file(READ "${entry}" text)
  if(NOT text MATCHES "\nExec=/usr/games/hearts\n")
    message(FATAL_ERROR "${entry} does not start /usr/games/hearts:\n${text}")
  endif()
endforeach()
message(STATUS "valid: ${entries}")
file(REMOVE_RECURSE "${STAGE}")

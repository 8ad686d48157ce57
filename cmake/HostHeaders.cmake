# For cross builds (WebAssembly, Windows): the header-only libraries (nlohmann-json,
# doctest) come from the build host, as the target's sysroot has none, but never as
# -isystem /usr/include: the host's C library headers there would shadow the target's.
# A folder in the build tree linking to just those libraries is their include directory;
# it presets the HEARTS_<LIB>_INCLUDE variables that the top-level and tests/ CMake files
# look up. Included by cmake/Wasm.cmake and cmake/Windows.cmake.
include_guard(GLOBAL)

set(_hearts_host_headers "${CMAKE_BINARY_DIR}/host-headers")
foreach(_hearts_lib IN ITEMS nlohmann doctest)
  string(TOUPPER "${_hearts_lib}" _hearts_var)
  set(_hearts_var "HEARTS_${_hearts_var}_INCLUDE")
  foreach(_hearts_root IN ITEMS /usr/include /usr/local/include)
    if(IS_DIRECTORY "${_hearts_root}/${_hearts_lib}" AND
       (NOT DEFINED CACHE{${_hearts_var}} OR "${${_hearts_var}}" STREQUAL _hearts_host_headers))
      file(MAKE_DIRECTORY "${_hearts_host_headers}")
      file(REMOVE "${_hearts_host_headers}/${_hearts_lib}")
      file(CREATE_LINK "${_hearts_root}/${_hearts_lib}" "${_hearts_host_headers}/${_hearts_lib}" SYMBOLIC)
      set(${_hearts_var} "${_hearts_host_headers}" CACHE PATH
          "Include directory holding only the host's ${_hearts_lib} headers")
      break()
    endif()
  endforeach()
endforeach()
unset(_hearts_host_headers)
unset(_hearts_lib)
unset(_hearts_var)
unset(_hearts_root)

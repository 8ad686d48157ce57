# The Windows build of the game (cross-compiled with MinGW-w64: the `windows` preset).
#
#   hearts.exe          a windowed program (no console window opens with it), its entry
#                       point SDL2main's, which hands main() its arguments as UTF-8; an icon
#                       packed at build time from the assets' icon PNGs (icotool) and a
#                       version resource (packaging/windows/hearts.rc.in)
#   hearts_windows_zip  the target that makes hearts-<version>-windows-x86_64.zip in the
#                       build folder: hearts.exe, the DLLs it imports from the SDL prefix
#                       (found in its import tables, so a new dependency cannot be left
#                       out), assets/, licenses/ and README.txt, in one folder of that name
#
# Included by the top-level CMakeLists.txt; does nothing on other systems. The resource
# compiler is enabled at once (before the folder of hearts.exe is read, so the folder knows
# how to compile its .rc), the rest when the top-level CMakeLists.txt is done and every
# program is defined. Run as a script (cmake -P) it assembles the zip; the target uses it so.
include_guard(GLOBAL)

if(CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
  # Script mode: HEARTS_EXE, HEARTS_DLL_DIR, HEARTS_OBJDUMP, HEARTS_STRIP, HEARTS_ASSET_DIR,
  # HEARTS_LICENSE (the game's, if any), HEARTS_LICENSE_DIRS, HEARTS_README,
  # HEARTS_PACKAGE_DIR, HEARTS_PACKAGE_NAME, HEARTS_ZIP, PROJECT_VERSION.
  # Lists arrive with "|" for ";".
  cmake_policy(VERSION 3.20)
  string(REPLACE "|" ";" _license_dirs "${HEARTS_LICENSE_DIRS}")
  set(_root "${HEARTS_PACKAGE_DIR}/${HEARTS_PACKAGE_NAME}")
  file(REMOVE_RECURSE "${HEARTS_PACKAGE_DIR}")
  file(MAKE_DIRECTORY "${_root}/licenses")

  file(COPY "${HEARTS_EXE}" DESTINATION "${_root}")

  # Every DLL the program imports, directly or through another DLL, that the prefix holds
  # (read from the import tables with objdump; CMake's file(GET_RUNTIME_DEPENDENCIES)
  # lowercases the names and then misses SDL2.dll on a case-sensitive file system). The
  # rest must be Windows' own: a DLL of the compiler's runtime among them means a program
  # linked without -static-libgcc, -static-libstdc++ or -static.
  set(_available "")
  file(GLOB _found LIST_DIRECTORIES false "${HEARTS_DLL_DIR}/*.dll")
  foreach(_path IN LISTS _found)
    get_filename_component(_name "${_path}" NAME)
    string(TOLOWER "${_name}" _name)
    set(_dll_${_name} "${_path}")
    list(APPEND _available "${_name}")
  endforeach()
  set(_queue "${HEARTS_EXE}")
  set(_dlls "")
  while(_queue)
    list(POP_FRONT _queue _file)
    execute_process(COMMAND "${HEARTS_OBJDUMP}" -p "${_file}"
                    OUTPUT_VARIABLE _dump RESULT_VARIABLE _result)
    if(NOT _result EQUAL 0)
      message(FATAL_ERROR "windows zip: ${HEARTS_OBJDUMP} could not read ${_file}")
    endif()
    string(REGEX MATCHALL "DLL Name: [^\r\n]+" _imports "${_dump}")
    foreach(_import IN LISTS _imports)
      string(REPLACE "DLL Name: " "" _import "${_import}")
      string(TOLOWER "${_import}" _name)
      if(_name IN_LIST _available)
        set(_path "${_dll_${_name}}")
        if(NOT _path IN_LIST _dlls)
          list(APPEND _dlls "${_path}")
          list(APPEND _queue "${_path}")
        endif()
      elseif(_name MATCHES "^(libstdc\\+\\+|libgcc|libwinpthread)")
        message(FATAL_ERROR "windows zip: ${_file} imports ${_import}, the compiler's runtime")
      endif()
    endforeach()
  endwhile()
  if(NOT _dlls)
    message(FATAL_ERROR "windows zip: found none of the DLLs ${HEARTS_EXE} imports in ${HEARTS_DLL_DIR}")
  endif()
  file(COPY ${_dlls} DESTINATION "${_root}")
  # The symbol tables stay in the build folder (where they serve a debugger), not in the
  # zip: less than half the size.
  file(GLOB _binaries "${_root}/*.exe" "${_root}/*.dll")
  execute_process(COMMAND "${HEARTS_STRIP}" --strip-unneeded ${_binaries} RESULT_VARIABLE _result)
  if(NOT _result EQUAL 0)
    message(FATAL_ERROR "windows zip: ${HEARTS_STRIP} failed")
  endif()

  # The assets' licences go with the others, in licenses/.
  file(COPY "${HEARTS_ASSET_DIR}/" DESTINATION "${_root}/assets" PATTERN licenses EXCLUDE)
  foreach(_license_dir IN LISTS _license_dirs)
    file(COPY "${_license_dir}/" DESTINATION "${_root}/licenses")
  endforeach()
  if(HEARTS_LICENSE)
    configure_file("${HEARTS_LICENSE}" "${_root}/licenses/hearts-LICENSE.txt" COPYONLY)
  endif()
  configure_file("${HEARTS_README}" "${_root}/README.txt" @ONLY NEWLINE_STYLE CRLF)

  file(REMOVE "${HEARTS_ZIP}")
  execute_process(
    COMMAND "${CMAKE_COMMAND}" -E tar cf "${HEARTS_ZIP}" --format=zip "${HEARTS_PACKAGE_NAME}"
    WORKING_DIRECTORY "${HEARTS_PACKAGE_DIR}"
    RESULT_VARIABLE _result)
  if(NOT _result EQUAL 0)
    message(FATAL_ERROR "windows zip: could not write ${HEARTS_ZIP}")
  endif()
  list(TRANSFORM _dlls REPLACE "^.*/" "")
  message(STATUS "windows zip: ${HEARTS_ZIP} (hearts.exe with ${_dlls})")
  return()
endif()

if(NOT WIN32)
  return()
endif()

enable_language(RC)
if(CMAKE_CROSSCOMPILING)
  # The header-only libraries from the host, without the host's libc headers.
  include("${CMAKE_CURRENT_LIST_DIR}/HostHeaders.cmake")
endif()
set(HEARTS_WINDOWS_CMAKE "${CMAKE_CURRENT_LIST_FILE}" CACHE INTERNAL "")
cmake_language(DEFER CALL _hearts_windows_programs)

function(_hearts_windows_programs)
  if(NOT TARGET hearts)
    return()
  endif()

  # SDL2main is the entry point of a program whose main() SDL's header renames: the game's.
  target_link_libraries(hearts PRIVATE SDL2::SDL2main)
  set_target_properties(hearts PROPERTIES WIN32_EXECUTABLE ON)

  # The icon, from the PNGs the asset pipeline renders: the sizes Explorer, the taskbar and
  # the title bar ask for; 256 px stays PNG inside the .ico (-r), as Windows expects it.
  find_program(HEARTS_ICOTOOL NAMES icotool NO_CMAKE_FIND_ROOT_PATH)
  if(NOT HEARTS_ICOTOOL)
    message(FATAL_ERROR "The Windows icon needs icotool: scripts/install-deps.sh --windows "
                        "(Debian: apt-get install icoutils)")
  endif()
  set(dir "${CMAKE_BINARY_DIR}/windows")
  set(HEARTS_WINDOWS_ICON "${dir}/hearts.ico")
  set(pngs "")
  set(pack "")
  foreach(size 16 32 48 256)
    set(png "${HEARTS_ASSET_DIR}/icons/icon-${size}.png")
    if(NOT png IN_LIST HEARTS_ASSET_FILES)
      message(FATAL_ERROR "The Windows icon needs ${png}, which assets/CMakeLists.txt does not make")
    endif()
    list(APPEND pngs "${png}")
    if(size EQUAL 256)
      list(APPEND pack -r)
    endif()
    list(APPEND pack "${png}")
  endforeach()
  add_custom_command(
    OUTPUT "${HEARTS_WINDOWS_ICON}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${dir}"
    COMMAND "${HEARTS_ICOTOOL}" -c -o "${HEARTS_WINDOWS_ICON}" ${pack}
    DEPENDS ${pngs}
    COMMENT "Making the Windows icon"
    VERBATIM)
  add_custom_target(hearts_windows_icon DEPENDS "${HEARTS_WINDOWS_ICON}")
  add_dependencies(hearts_windows_icon hearts_assets)
  add_dependencies(hearts hearts_windows_icon)

  # The version resource names the copyright holder as the game's licence does.
  set(license "${PROJECT_SOURCE_DIR}/LICENSE")
  set(HEARTS_WINDOWS_COPYRIGHT "")
  if(EXISTS "${license}")
    file(STRINGS "${license}" HEARTS_WINDOWS_COPYRIGHT REGEX "^Copyright " LIMIT_COUNT 1)
  endif()
  configure_file("${PROJECT_SOURCE_DIR}/packaging/windows/hearts.rc.in" "${dir}/hearts.rc" @ONLY)
  target_sources(hearts PRIVATE "${dir}/hearts.rc")
  # windres reads the icon while it compiles the script; a new icon compiles it again.
  set_source_files_properties("${dir}/hearts.rc" TARGET_DIRECTORY hearts
                              PROPERTIES OBJECT_DEPENDS "${HEARTS_WINDOWS_ICON}")

  # The zip. The DLLs and the licences of the SDL libraries (freetype's among them) are
  # where SDL2's package put SDL2.dll (<prefix>/bin) and in <prefix>/share/licenses.
  set(package "hearts-${PROJECT_VERSION}-windows-x86_64")
  set(zip "${CMAKE_BINARY_DIR}/${package}.zip")
  get_target_property(sdl_dll SDL2::SDL2 IMPORTED_LOCATION_RELEASE)
  if(NOT sdl_dll)
    get_target_property(sdl_dll SDL2::SDL2 IMPORTED_LOCATION)
  endif()
  get_filename_component(dll_dir "${sdl_dll}" DIRECTORY)
  get_filename_component(sdl_prefix "${dll_dir}" DIRECTORY)
  set(license_dirs "${HEARTS_ASSET_DIR}/licenses")
  set(license_files "")
  if(IS_DIRECTORY "${sdl_prefix}/share/licenses")
    list(APPEND license_dirs "${sdl_prefix}/share/licenses")
    file(GLOB_RECURSE license_files "${sdl_prefix}/share/licenses/*")
  endif()
  # A list cannot cross the command line intact; "|" stands in for its separator.
  string(REPLACE ";" "|" license_dirs "${license_dirs}")
  if(EXISTS "${license}")
    list(APPEND license_files "${license}")
  else()
    set(license "")
  endif()
  set(readme "${PROJECT_SOURCE_DIR}/packaging/windows/README.txt.in")
  add_custom_command(
    OUTPUT "${zip}"
    COMMAND "${CMAKE_COMMAND}"
            "-DHEARTS_EXE=$<TARGET_FILE:hearts>"
            "-DHEARTS_DLL_DIR=${dll_dir}"
            "-DHEARTS_OBJDUMP=${CMAKE_OBJDUMP}"
            "-DHEARTS_STRIP=${CMAKE_STRIP}"
            "-DHEARTS_ASSET_DIR=${HEARTS_ASSET_DIR}"
            "-DHEARTS_LICENSE=${license}"
            "-DHEARTS_LICENSE_DIRS=${license_dirs}"
            "-DHEARTS_README=${readme}"
            "-DHEARTS_PACKAGE_DIR=${dir}/zip"
            "-DHEARTS_PACKAGE_NAME=${package}"
            "-DHEARTS_ZIP=${zip}"
            "-DPROJECT_VERSION=${PROJECT_VERSION}"
            -P "${HEARTS_WINDOWS_CMAKE}"
    DEPENDS hearts ${HEARTS_ASSET_FILES} ${license_files} "${readme}" "${HEARTS_WINDOWS_CMAKE}"
    COMMENT "Packing ${package}.zip"
    VERBATIM)
  add_custom_target(hearts_windows_zip DEPENDS "${zip}")
endfunction()

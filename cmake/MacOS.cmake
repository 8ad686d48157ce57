# The macOS build: hearts.app, an application bundle with its assets, icon and the SDL
# libraries inside, in a disk image hearts-<version>-macos-<arch>.dmg (cpack, DragNDrop).
#
# Built by the release workflow on a macOS runner only (.github/workflows/packages.yml); no
# machine of the project's own runs it, so it stays as plain as CMake allows.
#
# SDL_GetBasePath() is the bundle's Contents/Resources/, so the game finds its assets in
# Contents/Resources/assets; saves go to ~/Library/Application Support/hearts/hearts.
include_guard(GLOBAL)

if(NOT APPLE OR NOT TARGET hearts)
  return()
endif()

set(_dir "${CMAKE_BINARY_DIR}/macos")
set(_license "${PROJECT_SOURCE_DIR}/LICENSE")
file(STRINGS "${_license}" _copyright REGEX "^Copyright " LIMIT_COUNT 1)
set_target_properties(hearts PROPERTIES
  MACOSX_BUNDLE ON
  MACOSX_BUNDLE_BUNDLE_NAME "Hearts"
  MACOSX_BUNDLE_GUI_IDENTIFIER "${HEARTS_APP_ID}"
  MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}"
  MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
  MACOSX_BUNDLE_COPYRIGHT "${_copyright}"
  MACOSX_BUNDLE_ICON_FILE "hearts.icns")

# The icon: macOS's own iconutil packs the sizes its icon set names.
find_program(HEARTS_ICONUTIL iconutil REQUIRED)
set(_iconset "${_dir}/hearts.iconset")
set(_copies "")
foreach(_pair "16=16x16" "32=16x16@2x" "32=32x32" "64=32x32@2x" "128=128x128"
              "256=128x128@2x" "256=256x256" "512=256x256@2x" "512=512x512")
  string(REPLACE "=" ";" _pair "${_pair}")
  list(GET _pair 0 _size)
  list(GET _pair 1 _name)
  list(APPEND _copies COMMAND "${CMAKE_COMMAND}" -E copy
       "${HEARTS_ASSET_DIR}/icons/icon-${_size}.png" "${_iconset}/icon_${_name}.png")
endforeach()
add_custom_command(
  OUTPUT "${_dir}/hearts.icns"
  COMMAND "${CMAKE_COMMAND}" -E make_directory "${_iconset}"
  ${_copies}
  COMMAND "${HEARTS_ICONUTIL}" -c icns -o "${_dir}/hearts.icns" "${_iconset}"
  DEPENDS hearts_assets ${HEARTS_ASSET_FILES}
  COMMENT "Making the macOS icon"
  VERBATIM)
target_sources(hearts PRIVATE "${_dir}/hearts.icns")
set_source_files_properties("${_dir}/hearts.icns" PROPERTIES MACOSX_PACKAGE_LOCATION Resources)

install(TARGETS hearts BUNDLE DESTINATION .)
set(_resources "hearts.app/Contents/Resources")
install(DIRECTORY "${HEARTS_ASSET_DIR}/cards" "${HEARTS_ASSET_DIR}/fonts"
        DESTINATION "${_resources}/assets")
install(FILES "${HEARTS_ASSET_DIR}/icons/icon-32.png" DESTINATION "${_resources}/assets/icons")
# The pseudo-language is the tests' own: its face is not shipped.
set(_shipped_catalog_files ${HEARTS_CATALOG_FILES})
list(FILTER _shipped_catalog_files EXCLUDE REGEX "/locale/pseudo[^/]*$")
if(_shipped_catalog_files)
  install(FILES ${_shipped_catalog_files} DESTINATION "${_resources}/assets/locale")
endif()
install(DIRECTORY "${HEARTS_ASSET_DIR}/licenses/" DESTINATION "${_resources}/licenses")
install(FILES "${_license}" DESTINATION "${_resources}/licenses" RENAME hearts-LICENSE.txt)
# The SDL libraries (from Homebrew) copied into the bundle with their names rewritten, then
# the bundle signed again ad hoc: rewriting a library breaks the signature arm64 requires.
install(CODE "
  include(BundleUtilities)
  fixup_bundle(\"\${CMAKE_INSTALL_PREFIX}/hearts.app\" \"\" \"\")
  execute_process(COMMAND codesign --force --deep --sign - \"\${CMAKE_INSTALL_PREFIX}/hearts.app\"
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR \"codesign failed on hearts.app\")
  endif()
")

set(CPACK_GENERATOR "DragNDrop")
set(CPACK_PACKAGE_NAME "Hearts")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "The Hearts developers")
set(CPACK_PACKAGE_FILE_NAME "hearts-${PROJECT_VERSION}-macos-${CMAKE_SYSTEM_PROCESSOR}")
set(CPACK_DMG_VOLUME_NAME "Hearts ${PROJECT_VERSION}")
include(CPack)

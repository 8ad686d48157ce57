# The desktop game as a product on Linux: install rules in Debian's layout for games, the
# Debian package (CPack), and the portable archive.
#
#   cmake --install <build> [--prefix P]   P/games/hearts, P/share/games/hearts/assets/,
#                                          the desktop entry, icons, AppStream metainfo, the
#                                          man page hearts(6) and /usr/share/doc/hearts/
#   cpack --config <build>/CPackConfig.cmake
#                                          hearts_<version>_amd64.deb, its dependencies
#                                          computed from the program by dpkg-shlibdeps
#   the target hearts_linux_archive        hearts-<version>-linux-x86_64.tar.gz: the program
#                                          with its assets beside it, to unpack anywhere; SDL
#                                          from the system's packages
#
# The program finds its assets next to itself (the archive), else at the same place relative
# to itself that the install rules put them (any prefix), else where the build made them.
#
# Included by the top-level CMakeLists.txt once the program is defined; does nothing for
# other systems (cmake/Windows.cmake packages the Windows build). Run as a script (cmake -P)
# it writes the Debian copyright file (MODE=copyright) or assembles the archive
# (MODE=archive).
include_guard(GLOBAL)

# Indents a licence text as a paragraph of a Debian copyright file: every line by one space,
# empty lines as " .".
function(_hearts_copyright_body file out_var)
  file(READ "${file}" text)
  string(STRIP "${text}" text)
  string(REPLACE "\r" "" text "${text}")
  string(REGEX REPLACE "\n[ \t]*\n" "\n.\n" text "${text}")
  string(REGEX REPLACE "\n[ \t]*\n" "\n.\n" text "${text}")
  string(REPLACE "\n" "\n " text "${text}")
  set(${out_var} " ${text}\n" PARENT_SCOPE)
endfunction()

if(CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
  if(MODE STREQUAL "copyright")
    # COPYRIGHT_IN, ASSET_PATH, GAME_LICENSE, CARDS_LICENSE, FONTS_LICENSE, OUT.
    set(HEARTS_ASSET_PATH "${ASSET_PATH}")
    configure_file("${COPYRIGHT_IN}" "${OUT}.tmp" @ONLY)
    file(READ "${OUT}.tmp" copyright)
    file(REMOVE "${OUT}.tmp")
    foreach(pair "MIT=${GAME_LICENSE}" "CC0-1.0=${CARDS_LICENSE}" "Bitstream-Vera=${FONTS_LICENSE}")
      string(REGEX MATCH "^[^=]+" name "${pair}")
      string(REGEX REPLACE "^[^=]+=" "" file "${pair}")
      _hearts_copyright_body("${file}" body)
      string(APPEND copyright "\nLicense: ${name}\n${body}")
    endforeach()
    file(WRITE "${OUT}" "${copyright}")
  elseif(MODE STREQUAL "archive")
    # PROGRAM, STRIP, ASSET_DIR, DOCS (|-separated), LICENSE_DIR, README_IN, PROJECT_VERSION,
    # STAGE, NAME, OUT.
    set(root "${STAGE}/${NAME}")
    file(REMOVE_RECURSE "${STAGE}")
    file(MAKE_DIRECTORY "${root}/assets/icons")
    file(COPY "${PROGRAM}" DESTINATION "${root}")
    get_filename_component(program_name "${PROGRAM}" NAME)
    if(STRIP)
      execute_process(COMMAND "${STRIP}" "${root}/${program_name}" RESULT_VARIABLE rc)
      if(NOT rc EQUAL 0)
        message(FATAL_ERROR "linux archive: ${STRIP} failed on ${program_name}")
      endif()
    endif()
    file(COPY "${ASSET_DIR}/cards" "${ASSET_DIR}/fonts" DESTINATION "${root}/assets")
    if(EXISTS "${ASSET_DIR}/locale")
      file(COPY "${ASSET_DIR}/locale" DESTINATION "${root}/assets")
    endif()
    file(COPY "${ASSET_DIR}/icons/icon-32.png" DESTINATION "${root}/assets/icons")
    file(COPY "${LICENSE_DIR}/" DESTINATION "${root}/licenses")
    string(REPLACE "|" ";" docs "${DOCS}")
    file(COPY ${docs} DESTINATION "${root}")
    configure_file("${README_IN}" "${root}/README.txt" @ONLY)
    file(REMOVE "${OUT}")
    # Files in a fixed order with fixed times and owners: the same build gives the same bytes.
    execute_process(
      COMMAND tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0
              -czf "${OUT}" "${NAME}"
      WORKING_DIRECTORY "${STAGE}"
      RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "linux archive: could not write ${OUT}")
    endif()
    message(STATUS "linux archive: ${OUT}")
  else()
    message(FATAL_ERROR "cmake/Packaging.cmake: MODE must be copyright or archive")
  endif()
  return()
endif()

if(NOT UNIX OR APPLE OR EMSCRIPTEN OR NOT TARGET hearts)
  return()
endif()

include(GNUInstallDirs)
include("${CMAKE_CURRENT_LIST_DIR}/Changelog.cmake")
hearts_changelog_entry("${PROJECT_VERSION}" HEARTS_RELEASE_DATE _hearts_release_text)

# Debian's places for games: the program in games/, its data in share/games/<name>/.
set(HEARTS_INSTALL_GAMESDIR "games")
set(HEARTS_INSTALL_ASSETDIR "${CMAKE_INSTALL_DATADIR}/games/hearts/assets")
set(HEARTS_INSTALL_DOCDIR "${CMAKE_INSTALL_DATADIR}/doc/hearts")
file(RELATIVE_PATH _hearts_assets_from_program "/prefix/${HEARTS_INSTALL_GAMESDIR}"
     "/prefix/${HEARTS_INSTALL_ASSETDIR}")
target_compile_definitions(hearts_app_lib PRIVATE
  HEARTS_INSTALLED_ASSET_DIR="${_hearts_assets_from_program}")

set(_dir "${CMAKE_BINARY_DIR}/packaging")
set(_src "${PROJECT_SOURCE_DIR}/packaging/linux")

# The program and what it loads; linked as Debian links its packages' programs, with the
# global offset table made read-only at start (the checked libc functions: CMakeLists.txt).
target_link_options(hearts PRIVATE LINKER:-z,relro LINKER:-z,now)
install(TARGETS hearts RUNTIME DESTINATION "${HEARTS_INSTALL_GAMESDIR}")
# A stripping install (cpack's, or cmake --install --strip) also drops the sections that only
# name the compiler.
install(CODE "
  if(CMAKE_INSTALL_DO_STRIP)
    execute_process(COMMAND \"${CMAKE_STRIP}\" --remove-section=.comment --remove-section=.note
                    \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${HEARTS_INSTALL_GAMESDIR}/hearts\")
  endif()
")
install(DIRECTORY "${HEARTS_ASSET_DIR}/cards" "${HEARTS_ASSET_DIR}/fonts"
        DESTINATION "${HEARTS_INSTALL_ASSETDIR}")
install(FILES "${HEARTS_ASSET_DIR}/icons/icon-32.png" DESTINATION "${HEARTS_INSTALL_ASSETDIR}/icons")
# The pseudo-language is the tests' own: its face is not shipped.
set(_shipped_catalog_files ${HEARTS_CATALOG_FILES})
list(FILTER _shipped_catalog_files EXCLUDE REGEX "/locale/pseudo[^/]*$")
if(_shipped_catalog_files)
  install(FILES ${_shipped_catalog_files} DESTINATION "${HEARTS_INSTALL_ASSETDIR}/locale")
endif()

# The desktop: an entry for the menus, the icon at the theme's sizes and as SVG, the metainfo
# software centres read.
foreach(_size 16 32 48 64 128 256 512)
  install(FILES "${HEARTS_ASSET_DIR}/icons/icon-${_size}.png"
          DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${_size}x${_size}/apps"
          RENAME "${HEARTS_APP_ID}.png")
endforeach()
install(FILES "${HEARTS_ASSET_DIR}/icon.svg"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps"
        RENAME "${HEARTS_APP_ID}.svg")
set(HEARTS_METAINFO_URLS "")
if(HEARTS_HOMEPAGE)
  set(HEARTS_METAINFO_URLS "  <url type=\"homepage\">${HEARTS_HOMEPAGE}</url>\n")
endif()
# The desktop entry's and the metainfo's names and summaries in each language the game ships
# (po/LINGUAS), put in by gettext's msgfmt from the catalogs: the metainfo whole, the desktop
# entry as a template still, its paths written at install time (below).
find_program(HEARTS_MSGFMT NAMES msgfmt NO_CMAKE_FIND_ROOT_PATH REQUIRED)
set(_po "${PROJECT_SOURCE_DIR}/po")
file(STRINGS "${_po}/LINGUAS" _hearts_linguas REGEX "^[A-Za-z_]+$")
list(TRANSFORM _hearts_linguas PREPEND "${_po}/")
list(TRANSFORM _hearts_linguas APPEND ".po")
configure_file("${_src}/hearts.metainfo.xml.in" "${_dir}/untranslated/${HEARTS_APP_ID}.metainfo.xml" @ONLY)
add_custom_command(
  OUTPUT "${_dir}/${HEARTS_APP_ID}.metainfo.xml" "${_dir}/hearts.desktop.in"
  COMMAND "${HEARTS_MSGFMT}" --xml "--template=${_dir}/untranslated/${HEARTS_APP_ID}.metainfo.xml"
          -d "${_po}" -o "${_dir}/${HEARTS_APP_ID}.metainfo.xml"
  COMMAND "${HEARTS_MSGFMT}" --desktop "--template=${_src}/hearts.desktop.in" -d "${_po}"
          -o "${_dir}/hearts.desktop.in"
  DEPENDS "${_dir}/untranslated/${HEARTS_APP_ID}.metainfo.xml" "${_src}/hearts.desktop.in"
          "${_po}/LINGUAS" ${_hearts_linguas}
  COMMENT "Translating the desktop entry and the AppStream metainfo"
  VERBATIM)
add_custom_target(hearts_desktop_words ALL
                  DEPENDS "${_dir}/${HEARTS_APP_ID}.metainfo.xml" "${_dir}/hearts.desktop.in")
install(FILES "${_dir}/${HEARTS_APP_ID}.metainfo.xml" DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")

# The man page names the page's address where the build was given it (a release), else its
# form on GitHub Pages.
if(HEARTS_HOMEPAGE)
  set(HEARTS_PAGE_ADDRESS "${HEARTS_HOMEPAGE}")
else()
  set(HEARTS_PAGE_ADDRESS "https://<owner>.github.io/<repository>/")
endif()
# The desktop entry and the man page name the installed program and assets by their full
# paths: written at install time, when the prefix is known (cpack installs under /usr).
install(CODE "
  set(HEARTS_PAGE_ADDRESS \"${HEARTS_PAGE_ADDRESS}\")
  set(HEARTS_APP_ID \"${HEARTS_APP_ID}\")
  set(PROJECT_VERSION \"${PROJECT_VERSION}\")
  set(HEARTS_RELEASE_DATE \"${HEARTS_RELEASE_DATE}\")
  set(HEARTS_EXEC \"\${CMAKE_INSTALL_PREFIX}/${HEARTS_INSTALL_GAMESDIR}/hearts\")
  set(HEARTS_FULL_ASSET_DIR \"\${CMAKE_INSTALL_PREFIX}/${HEARTS_INSTALL_ASSETDIR}\")
  set(dest \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_DATADIR}\")
  configure_file(\"${_dir}/hearts.desktop.in\" \"\${dest}/applications/${HEARTS_APP_ID}.desktop\" @ONLY)
  configure_file(\"${_src}/hearts.6.in\" \"${_dir}/hearts.6\" @ONLY)
  file(MAKE_DIRECTORY \"\${dest}/man/man6\")
  execute_process(COMMAND gzip -9 -n -c \"${_dir}/hearts.6\"
                  OUTPUT_FILE \"\${dest}/man/man6/hearts.6.gz\" RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR \"gzip could not compress the man page\")
  endif()
  list(APPEND CMAKE_INSTALL_MANIFEST_FILES
       \"\${dest}/applications/${HEARTS_APP_ID}.desktop\" \"\${dest}/man/man6/hearts.6.gz\")
")

# /usr/share/doc/hearts: the licences of the game, its card art and its fonts in Debian's
# copyright format, and the changelog Debian's tools expect of a native package.
set(_copyright "${_dir}/copyright")
add_custom_command(
  OUTPUT "${_copyright}"
  COMMAND "${CMAKE_COMMAND}" -DMODE=copyright
          "-DCOPYRIGHT_IN=${_src}/copyright.in"
          "-DASSET_PATH=usr/${HEARTS_INSTALL_ASSETDIR}"
          "-DGAME_LICENSE=${PROJECT_SOURCE_DIR}/LICENSE"
          "-DCARDS_LICENSE=${HEARTS_ASSET_DIR}/licenses/playing-cards-CC0-1.0.txt"
          "-DFONTS_LICENSE=${HEARTS_ASSET_DIR}/licenses/DejaVu-fonts.txt"
          "-DOUT=${_copyright}"
          -P "${CMAKE_CURRENT_LIST_FILE}"
  DEPENDS "${_src}/copyright.in" "${PROJECT_SOURCE_DIR}/LICENSE" "${CMAKE_CURRENT_LIST_FILE}"
          ${HEARTS_ASSET_FILES}
  COMMENT "Writing the Debian copyright file"
  VERBATIM)
# The Debian changelog: one entry for this version, its text the CHANGELOG.md entry's.
string(REPLACE "\n" "\n    " _hearts_release_lines "${_hearts_release_text}")
execute_process(COMMAND date -u -R -d "${HEARTS_RELEASE_DATE} 12:00:00"
                OUTPUT_VARIABLE _hearts_release_rfc2822 OUTPUT_STRIP_TRAILING_WHITESPACE)
file(WRITE "${_dir}/changelog"
     "hearts (${PROJECT_VERSION}) stable; urgency=medium\n\n"
     "  * Release ${PROJECT_VERSION}:\n\n"
     "    ${_hearts_release_lines}\n\n"
     " -- The Hearts developers <hearts-dev@users.noreply.github.com>  ${_hearts_release_rfc2822}\n")
add_custom_command(
  OUTPUT "${_dir}/changelog.gz"
  COMMAND gzip -9 -n -f -k "${_dir}/changelog"
  DEPENDS "${_dir}/changelog"
  COMMENT "Compressing the Debian changelog"
  VERBATIM)
add_custom_target(hearts_package_docs ALL DEPENDS "${_copyright}" "${_dir}/changelog.gz")
add_dependencies(hearts_package_docs hearts_assets)
install(FILES "${_copyright}" "${_dir}/changelog.gz" DESTINATION "${HEARTS_INSTALL_DOCDIR}")
# The lintian tags the package keeps, each with its reason (packaging/linux/lintian-overrides).
install(FILES "${_src}/lintian-overrides" DESTINATION "${CMAKE_INSTALL_DATADIR}/lintian/overrides"
        RENAME hearts)

# The Debian package.
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "hearts")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "The Hearts developers")
set(CPACK_PACKAGE_CONTACT "The Hearts developers <hearts-dev@users.noreply.github.com>")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME "DEB-DEFAULT")
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_COMPRESSION_TYPE "xz")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Save game and Open game show the file dialog of whichever is installed (src/app/file_dialog.h);
# without either the game saves in ~/Documents.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "zenity | kdialog")
if(HEARTS_HOMEPAGE)
  set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${HEARTS_HOMEPAGE}")
endif()
# The synopsis, then the long description; CPack indents the lines after the first.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "classic trick-taking card game against three computer opponents
Hearts for one player against three computer opponents, correct to the
letter of the rules: five common rules texts are each playable exactly as
written as a preset, and every rule can be set on its own.

Five levels of opponents, from random to expert; a hint with the points
each legal card is expected to cost; an analysis of the costliest decisions
after each hand; undo, a review of any hand, claims, statistics, game
records, sound and the whole game by keyboard.")
include(CPack)

# The portable archive.
set(_name "hearts-${PROJECT_VERSION}-linux-${CMAKE_SYSTEM_PROCESSOR}")
add_custom_command(
  OUTPUT "${CMAKE_BINARY_DIR}/${_name}.tar.gz"
  COMMAND "${CMAKE_COMMAND}" -DMODE=archive
          "-DPROGRAM=$<TARGET_FILE:hearts>"
          "-DSTRIP=${CMAKE_STRIP}"
          "-DASSET_DIR=${HEARTS_ASSET_DIR}"
          "-DLICENSE_DIR=${HEARTS_ASSET_DIR}/licenses"
          "-DDOCS=${PROJECT_SOURCE_DIR}/LICENSE|${PROJECT_SOURCE_DIR}/CHANGELOG.md"
          "-DREADME_IN=${_src}/README.txt.in"
          "-DPROJECT_VERSION=${PROJECT_VERSION}"
          "-DSTAGE=${_dir}/archive"
          "-DNAME=${_name}"
          "-DOUT=${CMAKE_BINARY_DIR}/${_name}.tar.gz"
          -P "${CMAKE_CURRENT_LIST_FILE}"
  DEPENDS hearts hearts_assets ${HEARTS_ASSET_FILES} "${_src}/README.txt.in"
          "${PROJECT_SOURCE_DIR}/LICENSE" "${PROJECT_SOURCE_DIR}/CHANGELOG.md"
          "${CMAKE_CURRENT_LIST_FILE}"
  COMMENT "Making ${_name}.tar.gz"
  VERBATIM)
add_custom_target(hearts_linux_archive DEPENDS "${CMAKE_BINARY_DIR}/${_name}.tar.gz")

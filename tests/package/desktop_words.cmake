# The desktop entry and the AppStream metainfo as the build translates them (cmake/
# Packaging.cmake: msgfmt --desktop and --xml) from the game's catalogs (po/): each carries
# the German and the Japanese name or summary beside the English one, and still validates.
#
#   cmake -DMSGFMT=<msgfmt> -DVALIDATE=<desktop-file-validate> -DAPPSTREAMCLI=<appstreamcli>
#         -DSRC=<packaging/linux> -DPO=<po/> -DWORK=<dir>
#         -P desktop_words.cmake
foreach(var MSGFMT VALIDATE APPSTREAMCLI SRC PO WORK)
  if(NOT ${var})
    message(FATAL_ERROR "desktop_words.cmake needs -D${var}=...")
  endif()
endforeach()
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/untranslated")

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${ARGN}:\n${out}")
  endif()
endfunction()

# The desktop entry: translated as a template, its paths written at install time.
run("${MSGFMT}" --desktop "--template=${SRC}/hearts.desktop.in" -d "${PO}" -o "${WORK}/hearts.desktop.in")
set(HEARTS_EXEC /usr/games/hearts)
set(HEARTS_APP_ID io.github.heartsgame.Hearts)
set(entry "${WORK}/${HEARTS_APP_ID}.desktop")
configure_file("${WORK}/hearts.desktop.in" "${entry}" @ONLY)
file(READ "${entry}" text)
foreach(line "GenericName[de]=Kartenspiel" "Comment[de]=Hearts gegen drei Computergegner spielen"
             "GenericName[ja]=カードゲーム"
             "Comment=Play Hearts against three computer opponents" "Exec=/usr/games/hearts")
  string(FIND "${text}" "\n${line}\n" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the desktop entry lacks ${line}:\n${text}")
  endif()
endforeach()
execute_process(COMMAND "${VALIDATE}" "${entry}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out STREQUAL "")
  message(FATAL_ERROR "desktop-file-validate ${entry}:\n${out}")
endif()

# The metainfo.
set(PROJECT_VERSION 1.0.0)
set(HEARTS_RELEASE_DATE 2026-12-01)
set(HEARTS_METAINFO_URLS "")
set(untranslated "${WORK}/untranslated/${HEARTS_APP_ID}.metainfo.xml")
set(metainfo "${WORK}/${HEARTS_APP_ID}.metainfo.xml")
configure_file("${SRC}/hearts.metainfo.xml.in" "${untranslated}" @ONLY)
run("${MSGFMT}" --xml "--template=${untranslated}" -d "${PO}" -o "${metainfo}")
file(READ "${metainfo}" text)
foreach(summary "<summary xml:lang=\"de\">Das klassische Stichspiel gegen drei Computergegner</summary>"
                "<summary xml:lang=\"ja\">3人のコンピューター相手に遊ぶ定番のトリックテイキングゲーム</summary>")
  string(FIND "${text}" "${summary}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the metainfo lacks ${summary}:\n${text}")
  endif()
endforeach()
run("${APPSTREAMCLI}" validate --no-net --explain "${metainfo}")
message(STATUS "translated and valid: ${entry}, ${metainfo}")

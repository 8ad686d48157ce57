# The desktop smoke test: the game opens its window under Xvfb, draws a number of frames
# (a bot playing the player's seat, so the table fills) and saves the last one; the picture
# must be there and hold more than a blank window would.
#
# With -DAUDIO=driver the game must play its sounds through that SDL audio driver (e.g.
# dummy); without it, whatever audio there is, or none, must not stop the game.
#
#   cmake -DXVFB_RUN=... -DPROGRAM=... -DSIZE=WxH -DOUT=file.png -DDATA=dir [-DAUDIO=driver]
#         -P desktop_smoke.cmake
foreach(var XVFB_RUN PROGRAM SIZE OUT DATA)
  if(NOT ${var})
    message(FATAL_ERROR "desktop_smoke.cmake needs -D${var}=...")
  endif()
endforeach()

file(REMOVE "${OUT}")
file(REMOVE_RECURSE "${DATA}")
get_filename_component(out_dir "${OUT}" DIRECTORY)
file(MAKE_DIRECTORY "${out_dir}")
if(AUDIO)
  set(ENV{SDL_AUDIODRIVER} "${AUDIO}")
endif()
execute_process(
  COMMAND "${XVFB_RUN}" -a -s "-screen 0 2600x1600x24"
          "${PROGRAM}" --seed 1 --autoplay --fast --level random --size "${SIZE}"
          --frames 120 --screenshot "${OUT}" --data "${DATA}"
  RESULT_VARIABLE rc
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err
  TIMEOUT 120)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the game exited with ${rc}\n${out}\n${err}")
endif()
if(NOT EXISTS "${OUT}")
  message(FATAL_ERROR "no screenshot at ${OUT}\n${out}\n${err}")
endif()
if(AUDIO AND NOT out MATCHES "sound: ${AUDIO}")
  message(FATAL_ERROR "the game did not open the ${AUDIO} audio driver\n${out}\n${err}")
endif()
# A blank or single-colour window compresses to a few hundred bytes; the table with its
# cards to tens of kilobytes.
file(SIZE "${OUT}" bytes)
if(bytes LESS 20000)
  message(FATAL_ERROR "the screenshot ${OUT} has only ${bytes} bytes: was anything drawn?")
endif()
message(STATUS "${OUT}: ${bytes} bytes\n${out}")

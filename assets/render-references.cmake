# Renders every SVG in ${DIR}/svg to ${DIR}/png at ${WIDTH} px wide (height = width * 1.4,
# the cards' aspect) with librsvg:  cmake -DRSVG=... -DDIR=... -DWIDTH=... -P this-file
file(GLOB _svgs "${DIR}/svg/*.svg")
if(NOT _svgs)
  message(FATAL_ERROR "no SVG files in ${DIR}/svg")
endif()
file(MAKE_DIRECTORY "${DIR}/png")
math(EXPR _height "(${WIDTH} * 14 + 5) / 10")
foreach(_svg IN LISTS _svgs)
  get_filename_component(_name "${_svg}" NAME_WE)
  execute_process(
    COMMAND "${RSVG}" -w ${WIDTH} -h ${_height} -o "${DIR}/png/${_name}.png" "${_svg}"
    RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "rsvg-convert failed on ${_svg}")
  endif()
endforeach()

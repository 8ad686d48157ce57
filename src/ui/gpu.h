// Handing drawing to the GPU while the frame is still being made.
#pragma once

#include <SDL.h>

namespace hearts::ui {

// Sends what the renderer has queued so far to the GPU and asks it to start: a new texture's
// pixels, the cards drawn so far; at most once every 4 ms. Where the GPU works beside the
// program (a browser's GPU process, above all one that draws in software), it then works
// while the frame is still being made instead of after it. Nothing changes on screen. Does
// nothing for a renderer without OpenGL.
void sendToGpu(SDL_Renderer* renderer);

}  // namespace hearts::ui

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

// Has the GPU prepare, at once, what it needs to draw the table: one invisible draw of each
// kind the table makes (a shape, an image with its bytes in RGBA order as the card art has
// them, one in BGRA order as text has them), sent off. A GPU makes its program for a kind
// of draw the first time it is asked for one (a browser drawing WebGL in software takes a
// twentieth of a second or more for each), so it does that while the program loads its fonts
// and cards instead of in the middle of the first frame. Nothing changes on screen, nor the
// renderer's draw blend mode. Without OpenGL the draws are made and nothing is sent.
void prepareGpu(SDL_Renderer* renderer);

}  // namespace hearts::ui

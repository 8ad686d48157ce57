#include "ui/gpu.h"

#include <cstring>

namespace hearts::ui {

void sendToGpu(SDL_Renderer* renderer) {
  SDL_RendererInfo info;
  if (renderer == nullptr || SDL_GetRendererInfo(renderer, &info) != 0 || info.name == nullptr) return;
  if (std::strcmp(info.name, "opengles2") != 0 && std::strcmp(info.name, "opengl") != 0) return;
  using Flush = void (*)();
  static const Flush flush = reinterpret_cast<Flush>(SDL_GL_GetProcAddress("glFlush"));
  if (flush == nullptr) return;
  // A flush costs the program too (in a browser half a millisecond or more: a message to the
  // GPU process), so a burst of small textures (a screen of new labels) sends at most one
  // every few milliseconds.
  static Uint64 last = 0;
  const Uint64 now = SDL_GetPerformanceCounter();
  if (last != 0 && now - last < SDL_GetPerformanceFrequency() / 250) return;
  last = now;
  SDL_RenderFlush(renderer);
  flush();
}

}  // namespace hearts::ui

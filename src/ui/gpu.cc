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
  SDL_RenderFlush(renderer);
  flush();
}

}  // namespace hearts::ui

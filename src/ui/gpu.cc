#include "ui/gpu.h"

#include <cstring>

namespace hearts::ui {

namespace {

bool drawsWithOpenGl(SDL_Renderer* renderer) {
  SDL_RendererInfo info;
  if (renderer == nullptr || SDL_GetRendererInfo(renderer, &info) != 0 || info.name == nullptr)
    return false;
  return std::strcmp(info.name, "opengles2") == 0 || std::strcmp(info.name, "opengl") == 0;
}

// Sends the renderer's queue and has the GPU start on it; false where there is no glFlush.
bool flushNow(SDL_Renderer* renderer) {
  using Flush = void (*)();
  static const Flush flush = reinterpret_cast<Flush>(SDL_GL_GetProcAddress("glFlush"));
  if (flush == nullptr) return false;
  SDL_RenderFlush(renderer);
  flush();
  return true;
}

}  // namespace

void sendToGpu(SDL_Renderer* renderer) {
  if (!drawsWithOpenGl(renderer)) return;
  // A flush costs the program too (in a browser half a millisecond or more: a message to the
  // GPU process), so a burst of small textures (a screen of new labels) sends at most one
  // every few milliseconds.
  static Uint64 last = 0;
  const Uint64 now = SDL_GetPerformanceCounter();
  if (last != 0 && now - last < SDL_GetPerformanceFrequency() / 250) return;
  if (flushNow(renderer)) last = now;
}

void prepareGpu(SDL_Renderer* renderer) {
  if (renderer == nullptr) return;
  // Drawn as the table draws (blended), and wholly transparent, so the screen keeps what it
  // had: the shape's colour has no alpha, the images are drawn with an alpha of 0.
  SDL_BlendMode mode = SDL_BLENDMODE_NONE;
  SDL_GetRenderDrawBlendMode(renderer, &mode);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
  const SDL_Color clear{0, 0, 0, 0};
  const SDL_Vertex shape[3] = {
      {{0, 0}, clear, {0, 0}}, {{2, 0}, clear, {0, 0}}, {{0, 2}, clear, {0, 0}}};
  SDL_RenderGeometry(renderer, nullptr, shape, 3, nullptr, 0);
  SDL_SetRenderDrawBlendMode(renderer, mode);
  SDL_Texture* images[2] = {};
  const Uint32 formats[2] = {SDL_PIXELFORMAT_ABGR8888, SDL_PIXELFORMAT_ARGB8888};
  const Uint32 pixel = 0;
  const SDL_Rect spot{0, 0, 1, 1};
  for (int i = 0; i < 2; ++i) {
    images[i] = SDL_CreateTexture(renderer, formats[i], SDL_TEXTUREACCESS_STATIC, 1, 1);
    if (images[i] == nullptr) continue;
    SDL_UpdateTexture(images[i], nullptr, &pixel, 4);
    SDL_SetTextureBlendMode(images[i], SDL_BLENDMODE_BLEND);
    SDL_SetTextureAlphaMod(images[i], 0);
    SDL_RenderCopy(renderer, images[i], nullptr, &spot);
  }
  if (drawsWithOpenGl(renderer)) flushNow(renderer);
  for (SDL_Texture* image : images)
    if (image != nullptr) SDL_DestroyTexture(image);
}

}  // namespace hearts::ui

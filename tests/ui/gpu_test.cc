// Preparing the GPU draws one of each kind of draw the table makes, and must leave the
// screen as it was. Drawn by SDL's software renderer, which makes the same draws (only the
// flush is OpenGL's).
#include <doctest/doctest.h>

#include <SDL.h>

#include <cstring>
#include <vector>

#include "ui/gpu.h"

using namespace hearts::ui;

TEST_CASE("preparing the GPU leaves every pixel and the draw blend mode as they were") {
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 6, 5, 32, SDL_PIXELFORMAT_RGBA32);
  REQUIRE(surface != nullptr);
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
  REQUIRE(renderer != nullptr);
  // A different colour in every pixel, some of them translucent.
  auto* px = static_cast<Uint8*>(surface->pixels);
  for (int y = 0; y < surface->h; ++y) {
    for (int x = 0; x < surface->w; ++x) {
      Uint8* p = px + y * surface->pitch + 4 * x;
      p[0] = static_cast<Uint8>(40 * x + 3);
      p[1] = static_cast<Uint8>(50 * y + 7);
      p[2] = static_cast<Uint8>(13 * (x + y));
      p[3] = static_cast<Uint8>((x + y) % 2 == 0 ? 255 : 128);
    }
  }
  const std::vector<Uint8> before(px, px + surface->pitch * surface->h);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_MOD);

  prepareGpu(renderer);
  SDL_RenderFlush(renderer);

  CHECK(std::memcmp(before.data(), px, before.size()) == 0);
  SDL_BlendMode mode = SDL_BLENDMODE_NONE;
  SDL_GetRenderDrawBlendMode(renderer, &mode);
  CHECK(mode == SDL_BLENDMODE_MOD);
  // Still a renderer to draw with: a fill after it lands.
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
  SDL_SetRenderDrawColor(renderer, 1, 2, 3, 255);
  const SDL_Rect one{0, 0, 1, 1};
  SDL_RenderFillRect(renderer, &one);
  SDL_RenderFlush(renderer);
  CHECK(px[0] == 1);
  CHECK(px[1] == 2);
  CHECK(px[2] == 3);
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
}

TEST_CASE("preparing no renderer does nothing") {
  prepareGpu(nullptr);
  sendToGpu(nullptr);
}

#include "app/window.h"

#include <algorithm>
#include <string>

#include "app/platform.h"
#include "ui/gpu.h"

namespace hearts::app {

Window::~Window() { close(); }

void Window::close() {
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (window_) SDL_DestroyWindow(window_);
  renderer_ = nullptr;
  window_ = nullptr;
}

bool Window::open(int w, int h) {
  // SDL's 2D renderers draw no depth: without SDL's default 16-bit depth buffer, the web
  // page's WebGL canvas is cheaper to create and to clear on every frame. (web/loader.js
  // creates that context early with the same settings.)
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  const Uint32 platformFlags = platform::prepareWindow();
  // In the page, keys reach the game only while the canvas has the focus, so that the keys
  // of the DOM mirror beside it (Tab, Enter and Space on its buttons) stay the browser's.
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  window_ = SDL_CreateWindow("Hearts", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                             SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | platformFlags);
  if (!window_) {
    platform::logError(std::string("SDL_CreateWindow: ") + SDL_GetError());
    return false;
  }
  SDL_SetWindowMinimumSize(window_, 1, 1);
  return makeRenderer();
}

bool Window::makeRenderer() {
  renderer_ = SDL_CreateRenderer(window_, -1,
                                 SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC |
                                     SDL_RENDERER_TARGETTEXTURE);
  if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer_) {
    platform::logError(std::string("SDL_CreateRenderer: ") + SDL_GetError());
    return false;
  }
  ui::prepareGpu(renderer_);
  SDL_RendererInfo info;
  if (SDL_GetRendererInfo(renderer_, &info) == 0)
    platform::logInfo(std::string("renderer: ") + info.name);
  return true;
}

bool Window::followSize() {
  platform::followCanvasSize(window_);
  int ww = 0, wh = 0, pw = 0, ph = 0;
  SDL_GetWindowSize(window_, &ww, &wh);
  SDL_GetRendererOutputSize(renderer_, &pw, &ph);
  ww = std::max(1, ww);
  wh = std::max(1, wh);
  pw = std::max(1, pw);
  ph = std::max(1, ph);
  if (ww == pointW_ && wh == pointH_ && pw == pixelW_ && ph == pixelH_) return false;
  pointW_ = ww;
  pointH_ = wh;
  pixelW_ = pw;
  pixelH_ = ph;
  dpr_ = static_cast<float>(pw) / static_cast<float>(ww);
  return true;
}

}  // namespace hearts::app

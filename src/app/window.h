// The program's window and its renderer, and the size they have now: in window points (what
// SDL's mouse events give) and in pixels (what is drawn), and pixels per point.
#pragma once

#include <SDL.h>

namespace hearts::app {

class Window {
 public:
  Window() = default;
  ~Window();
  Window(const Window&) = delete;
  Window& operator=(const Window&) = delete;

  // Opens a resizable window `w` x `h` points large with an accelerated renderer (a software
  // one where there is none); false, with the reason logged, when there is neither.
  bool open(int w, int h);
  // The renderer and the window destroyed (before SDL is shut down); the destructor does it
  // too.
  void close();
  SDL_Window* sdl() const { return window_; }
  SDL_Renderer* renderer() const { return renderer_; }
  // Reads the size again (on the page the canvas follows its element first); true when it
  // changed. Never smaller than 1 x 1.
  bool followSize();
  int pixelW() const { return pixelW_; }
  int pixelH() const { return pixelH_; }
  float dpr() const { return dpr_; }

 private:
  bool makeRenderer();

  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  int pointW_ = 0, pointH_ = 0, pixelW_ = 0, pixelH_ = 0;
  float dpr_ = 1;
};

}  // namespace hearts::app

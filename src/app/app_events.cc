// SDL's events become the screen's own input (ui/input.h), window changes and files dropped
// on the window: the only place that reads SDL's events.
#include "app/app.h"

#include "words/words.h"

namespace hearts::app {

namespace {

// The screen's own key for an SDL key, if the screen uses it.
ui::Input keyInput(SDL_Keycode k) {
  switch (k) {
    case SDLK_LEFT: return ui::Input::keyDown(ui::Key::Left);
    case SDLK_RIGHT: return ui::Input::keyDown(ui::Key::Right);
    case SDLK_UP: return ui::Input::keyDown(ui::Key::Up);
    case SDLK_DOWN: return ui::Input::keyDown(ui::Key::Down);
    case SDLK_RETURN:
    case SDLK_KP_ENTER: return ui::Input::keyDown(ui::Key::Enter);
    case SDLK_SPACE: return ui::Input::keyDown(ui::Key::Space);
    case SDLK_ESCAPE: return ui::Input::keyDown(ui::Key::Escape);
    case SDLK_PAGEUP: return ui::Input::keyDown(ui::Key::PageUp);
    case SDLK_PAGEDOWN: return ui::Input::keyDown(ui::Key::PageDown);
    case SDLK_HOME: return ui::Input::keyDown(ui::Key::Home);
    case SDLK_END: return ui::Input::keyDown(ui::Key::End);
    case SDLK_BACKSPACE: return ui::Input::keyDown(ui::Key::Backspace);
    // ? asks for a hint: the key of '/' and '?' on most keyboards.
    case SDLK_SLASH:
    case SDLK_QUESTION: return ui::Input::letterDown('?');
    default:
      if (k >= SDLK_a && k <= SDLK_z) return ui::Input::letterDown(static_cast<char>('a' + (k - SDLK_a)));
      return ui::Input::keyDown(ui::Key::None);
  }
}

// The wheel's turn in notches, more than 0 towards what lies below.
float wheelNotches(const SDL_MouseWheelEvent& w) {
#if SDL_VERSION_ATLEAST(2, 0, 18)
  float y = w.preciseY;
#else
  float y = static_cast<float>(w.y);
#endif
  if (w.direction == SDL_MOUSEWHEEL_FLIPPED) y = -y;
  return -y;  // SDL counts a turn away from the player (up the page) as more than 0
}

}  // namespace

void App::handle(const SDL_Event& e) {
  switch (e.type) {
    case SDL_QUIT: quit_ = true; break;
    case SDL_WINDOWEVENT:
      if (e.window.event == SDL_WINDOWEVENT_LEAVE) screen_->handle(ui::Input::pointerLeave(), now());
      screen_->markDirty();
      break;
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button == SDL_BUTTON_LEFT) {
        const ui::Point p{static_cast<float>(e.button.x) * window_.dpr(), static_cast<float>(e.button.y) * window_.dpr()};
        const bool touch = e.button.which == SDL_TOUCH_MOUSEID;
        apply(screen_->handle(ui::Input::pointerDown(p, touch), now()));
        // A finger leaves nothing hovering behind.
        if (touch) screen_->handle(ui::Input::pointerLeave(), now());
      }
      break;
    case SDL_MOUSEBUTTONUP:
      if (e.button.button == SDL_BUTTON_LEFT) {
        const ui::Point p{static_cast<float>(e.button.x) * window_.dpr(), static_cast<float>(e.button.y) * window_.dpr()};
        apply(screen_->handle(ui::Input::pointerUp(p, e.button.which == SDL_TOUCH_MOUSEID), now()));
      }
      break;
    case SDL_MOUSEMOTION:
      // A finger's moves drag a card; a mouse's hover.
      screen_->handle(ui::Input::pointerMove({static_cast<float>(e.motion.x) * window_.dpr(),
                                              static_cast<float>(e.motion.y) * window_.dpr()},
                                             e.motion.which == SDL_TOUCH_MOUSEID),
                      now());
      break;
    case SDL_MOUSEWHEEL: {
      int x = 0, y = 0;
      SDL_GetMouseState(&x, &y);
      const ui::Point p{static_cast<float>(x) * window_.dpr(), static_cast<float>(y) * window_.dpr()};
      apply(screen_->handle(ui::Input::wheelTurn(p, wheelNotches(e.wheel)), now()));
      break;
    }
    case SDL_KEYDOWN:
      if (e.key.keysym.sym == SDLK_q && (e.key.keysym.mod & KMOD_CTRL)) quit_ = true;
      else apply(screen_->handle(keyInput(e.key.keysym.sym), now()));
      break;
    case SDL_TEXTINPUT:
      if (screen_->typingName()) apply(screen_->handle(ui::Input::typed(e.text.text), now()));
      break;
    case SDL_DROPFILE:
      if (e.drop.file) {
        openFile(platform::readFile(e.drop.file));
        SDL_free(e.drop.file);
      }
      break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
      drawing_.cards->dropTextures();
      drawing_.text->dropTextures();
      screen_->dropTextures();
      break;
    default: break;
  }
}

void App::followTyping() {
  const bool typing = screen_->typingName();
  if (platform::isWeb()) {
    // A canvas brings up no phone keyboard: the page asks in a prompt of its own.
    if (typing) apply(screen_->answerName(platform::askText(words::tr("Your name"), screen_->model().typingName()->draft), now()));
    return;
  }
  if (typing != (SDL_IsTextInputActive() == SDL_TRUE)) {
    if (typing) SDL_StartTextInput();
    else SDL_StopTextInput();
  }
}

}  // namespace hearts::app

#include "ui/frame_view.h"

namespace hearts::ui {

FrameView viewFrame(const ScreenModel& model, double now) {
  FrameView v;
  v.hand = model.handView(now);
  v.sheet = model.sheet();
  v.buttons = model.buttons(v.sheet);
  v.noticeBoxes = model.noticeBoxes(v.buttons, now);
  return v;
}

}  // namespace hearts::ui

// What one frame shows, worked out once as it is drawn (Screen::draw): the hand with each
// card's marks, the sheet over the table, the buttons and the notices. The painters draw it,
// and the test hook and the page's mirror report it; none of them works it out again.
#pragma once

#include <optional>
#include <vector>

#include "ui/buttons.h"
#include "ui/notices.h"
#include "ui/screen_model.h"
#include "ui/sheet_view.h"

namespace hearts::ui {

struct FrameView {
  HandView hand;
  std::optional<SheetView> sheet;
  std::vector<Button> buttons;  // in hit-test order, as ScreenModel::buttons()
  std::vector<Notices::Box> noticeBoxes;
};

// What `model` shows at `now`: each part worked out once.
FrameView viewFrame(const ScreenModel& model, double now);

}  // namespace hearts::ui

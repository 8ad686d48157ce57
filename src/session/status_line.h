// The status line's passing messages: a sentence shown for a while (a refusal, who broke
// hearts, what was passed), after which the line says again what the moment is about.
#pragma once

#include <string>

namespace hearts::session {

class StatusLine {
 public:
  void show(std::string text, bool error, double now, double forMs) {
    text_ = std::move(text);
    error_ = error;
    until_ = now + forMs;
  }
  void clear() { until_ = -1; }
  bool showing(double now) const { return now < until_; }
  const std::string& text() const { return text_; }
  bool error(double now) const { return showing(now) && error_; }
  // When the message goes, if it is showing.
  double until() const { return until_; }

 private:
  std::string text_;
  bool error_ = false;
  double until_ = -1;
};

}  // namespace hearts::session

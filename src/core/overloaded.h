// Visits a std::variant with one lambda an alternative: std::visit(Overloaded{...}, v).
#pragma once

namespace hearts {

template <class... Fs>
struct Overloaded : Fs... {
  using Fs::operator()...;
};

}  // namespace hearts

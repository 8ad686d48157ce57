// Visits a std::variant with one lambda an alternative: std::visit(Overloaded{...}, v).
#pragma once

namespace hearts {

template <class... Fs>
struct Overloaded : Fs... {
  using Fs::operator()...;
};
// Clang before 17 deduces no aggregate's template arguments without it.
template <class... Fs>
Overloaded(Fs...) -> Overloaded<Fs...>;

}  // namespace hearts

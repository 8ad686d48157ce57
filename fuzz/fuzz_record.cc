// Any bytes given to the record loader: it must refuse or load, never crash, and whatever
// it loads must save and load again to the identical game.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "records/record.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const hearts::LoadedRecord loaded = hearts::loadRecord(text);
  if (!loaded.match) {
    if (loaded.error.empty()) std::abort();
    return 0;
  }
  const std::string saved = hearts::saveRecord(*loaded.match);
  const hearts::LoadedRecord again = hearts::loadRecord(saved);
  if (!again.match || !(again.match->state() == loaded.match->state())) std::abort();
  return 0;
}

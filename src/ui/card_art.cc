#include "ui/card_art.h"

#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "ui/gpu.h"
#include "ui/svg_tag.h"

namespace hearts::ui {

namespace {

// Plain user units only ("240", "336.5"): the pipeline writes no unit suffixes.
std::optional<double> parsePositive(std::string_view text) {
  const auto value = readSvgNumber(text);
  if (!value || !text.empty() || !(*value > 0)) return std::nullopt;
  return value;
}

std::optional<std::string> readFile(const std::string& path, std::string& error) {
  std::size_t size = 0;
  void* data = SDL_LoadFile(path.c_str(), &size);
  if (data == nullptr) {
    error = "cannot read " + path + ": " + SDL_GetError();
    return std::nullopt;
  }
  std::string text(static_cast<const char*>(data), size);
  SDL_free(data);
  return text;
}

// nanosvg maps the viewBox onto the root's width x height, so with those set to the pixel
// size the image fills the surface exactly (IMG_LoadSizedSVG_RW alone would keep the art's
// aspect and round the height up, leaving a part-covered last row).
SDL_Surface* rasterize(const std::string& svg, int width, int height) {
  const auto text = svgWithPixelSize(svg, width, height);
  if (!text) {
    SDL_SetError("no <svg> root with width and height");
    return nullptr;
  }
  SDL_RWops* rw = SDL_RWFromConstMem(text->data(), static_cast<int>(text->size()));
  if (rw == nullptr) return nullptr;
  SDL_Surface* surface = IMG_LoadSizedSVG_RW(rw, width, height);
  SDL_RWclose(rw);
  return surface;
}

}  // namespace

std::optional<SvgSize> svgRootSize(std::string_view svg) {
  const auto tag = findSvgRoot(svg);
  if (!tag) return std::nullopt;
  const SvgAttribute* w = tag->find("width");
  const SvgAttribute* h = tag->find("height");
  if (w == nullptr || h == nullptr) return std::nullopt;
  const auto width = parsePositive(w->value);
  const auto height = parsePositive(h->value);
  if (!width || !height) return std::nullopt;
  return SvgSize{*width, *height};
}

std::optional<std::string> svgWithPixelSize(std::string_view svg, int width, int height) {
  const auto tag = findSvgRoot(svg);
  if (!tag) return std::nullopt;
  const SvgAttribute* w = tag->find("width");
  const SvgAttribute* h = tag->find("height");
  if (w == nullptr || h == nullptr) return std::nullopt;
  const SvgAttribute* first = w->valueBegin < h->valueBegin ? w : h;
  const SvgAttribute* second = first == w ? h : w;
  const std::string firstValue = std::to_string(first == w ? width : height);
  const std::string secondValue = std::to_string(second == w ? width : height);
  const std::size_t firstEnd = first->valueBegin + first->value.size();
  std::string out;
  out.reserve(svg.size() + 16);
  out.append(svg.substr(0, first->valueBegin));
  out.append(firstValue);
  out.append(svg.substr(firstEnd, second->valueBegin - firstEnd));
  out.append(secondValue);
  out.append(svg.substr(second->valueBegin + second->value.size()));
  return out;
}

std::string cardFacePath(Card c) { return "cards/" + cardName(c) + ".svg"; }

CardArt::~CardArt() { clear(); }

void CardArt::clear() {
  for (SizeCache& cache : caches_) destroy(cache);
  caches_.clear();
  destroy(standIns_);
}

void CardArt::destroy(SizeCache& cache) {
  for (SDL_Texture*& t : cache.textures) {
    if (t != nullptr) SDL_DestroyTexture(t);
    t = nullptr;
  }
}

std::string cardBackPath(CardBack b) {
  if (b == CardBack::Lattice) return "cards/back.svg";
  return std::string("cards/back-") + cardBackName(b) + ".svg";
}

std::optional<std::string> CardArt::readCard(const std::string& relative, bool first) {
  const std::string path = assetDir_ + "/" + relative;
  auto text = readFile(path, error_);
  if (!text) return std::nullopt;
  const auto size = svgRootSize(*text);
  if (!size) {
    error_ = path + ": not an SVG file with a width and height on its <svg> element";
    return std::nullopt;
  }
  const auto aspect = static_cast<float>(size->height / size->width);
  if (first) {
    aspect_ = aspect;
  } else if (std::abs(aspect - aspect_) > 0.01f * aspect_) {
    error_ = path + ": its shape (" + std::to_string(aspect) +
             ") differs from the other cards' (" + std::to_string(aspect_) + ")";
    return std::nullopt;
  }
  return text;
}

bool CardArt::load(SDL_Renderer* renderer, const std::string& assetDir) {
  clear();
  renderer_ = nullptr;
  error_.clear();
  if (renderer == nullptr) {
    error_ = "card art: no renderer";
    return false;
  }
  assetDir_ = assetDir;
  std::array<std::string, kImageCount> texts;
  for (int i = 0; i < kImageCount; ++i) {
    auto text = readCard(i == kBackIndex ? cardBackPath(back_) : cardFacePath(CardSet::deck().nth(i)),
                         i == 0);
    if (!text) return false;
    texts[static_cast<std::size_t>(i)] = std::move(*text);
  }
  svg_ = std::move(texts);
  failed_.fill(false);

  // A tiny rendering proves SDL_image was built with its SVG loader: of an image of one
  // rectangle, not of a card, whose parse alone costs nanosvg a hundred times as much.
  static constexpr char kProbe[] =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"11\" viewBox=\"0 0 8 11\">"
      "<rect width=\"8\" height=\"11\"/></svg>";
  SDL_Surface* surface = rasterize(kProbe, 8, 11);
  if (surface == nullptr) {
    error_ = std::string("card art: SDL_image cannot render SVG: ") + SDL_GetError();
    return false;
  }
  SDL_FreeSurface(surface);
  renderer_ = renderer;
  return true;
}

bool CardArt::setBack(CardBack back) {
  if (back == back_) return true;
  back_ = back;
  if (renderer_ == nullptr) return true;
  dropImage(kBackIndex);
  auto text = readCard(cardBackPath(back), false);
  svg_[kBackIndex] = text ? std::move(*text) : std::string();
  // Without its file the back is not drawn from art: the painter draws a plain one.
  failed_[kBackIndex] = !text;
  return text.has_value();
}

void CardArt::dropImage(int index) {
  const auto i = static_cast<std::size_t>(index);
  const auto drop = [i](SizeCache& cache) {
    if (cache.textures[i] != nullptr) SDL_DestroyTexture(cache.textures[i]);
    cache.textures[i] = nullptr;
  };
  drop(standIns_);
  for (SizeCache& cache : caches_) drop(cache);
}

void CardArt::setStyle(const CardStyle& style) {
  if (style == style_) return;
  style_ = style;
  clear();
  // A face that failed in one style may work in another; a back whose file was not read not.
  failed_.fill(false);
  failed_[kBackIndex] = renderer_ != nullptr && svg_[kBackIndex].empty();
}

int CardArt::textureCount() const {
  const auto made = [](const SizeCache& cache) {
    return static_cast<int>(std::count_if(cache.textures.begin(), cache.textures.end(),
                                          [](const SDL_Texture* t) { return t != nullptr; }));
  };
  int n = made(standIns_);
  for (const SizeCache& cache : caches_) n += made(cache);
  return n;
}

int CardArt::pixelHeight(int pixelWidth) const {
  return static_cast<int>(std::lround(static_cast<double>(pixelWidth) * aspect_));
}

SDL_Texture* CardArt::face(Card c, int pixelWidth) {
  const CardSet deck = CardSet::deck();
  if (c.index >= 64 || !deck.contains(c)) return nullptr;
  // The face's position in the deck's index order: the number of cards below it.
  const int index = (deck & CardSet((std::uint64_t{1} << c.index) - 1)).size();
  return image(index, pixelWidth);
}

SDL_Texture* CardArt::back(int pixelWidth) { return image(kBackIndex, pixelWidth); }

void CardArt::beginFrame(double budgetMs) {
  budgetMs_ = budgetMs;
  spentMs_ = 0;
  pending_ = false;
}

SDL_Texture* CardArt::nearestMade(int index, int pixelWidth) {
  const auto i = static_cast<std::size_t>(index);
  SizeCache* best = nullptr;
  for (SizeCache& cache : caches_) {
    if (cache.textures[i] == nullptr) continue;
    // The nearest width, and of two equally near the larger, which scales down cleanly.
    const int d = std::abs(cache.width - pixelWidth);
    const int bestD = best != nullptr ? std::abs(best->width - pixelWidth) : 0;
    if (best == nullptr || d < bestD || (d == bestD && cache.width > best->width)) best = &cache;
  }
  if (best == nullptr) return standIns_.textures[i];
  best->lastUse = ++useCounter_;
  return best->textures[i];
}

CardArt::SizeCache& CardArt::cacheFor(int pixelWidth) {
  ++useCounter_;
  for (SizeCache& cache : caches_) {
    if (cache.width == pixelWidth) {
      cache.lastUse = useCounter_;
      return cache;
    }
  }
  if (static_cast<int>(caches_.size()) < kMaxCachedWidths) {
    caches_.emplace_back();
  } else {
    auto oldest = std::min_element(caches_.begin(), caches_.end(),
        [](const SizeCache& a, const SizeCache& b) { return a.lastUse < b.lastUse; });
    destroy(*oldest);
    std::rotate(oldest, oldest + 1, caches_.end());
  }
  SizeCache& cache = caches_.back();
  cache.width = pixelWidth;
  cache.lastUse = useCounter_;
  return cache;
}

SDL_Texture* CardArt::image(int index, int pixelWidth) {
  const auto i = static_cast<std::size_t>(index);
  if (renderer_ == nullptr || pixelWidth < 1 || pixelWidth > kMaxWidth || failed_[i]) {
    return nullptr;
  }
  for (SizeCache& cache : caches_) {
    if (cache.width == pixelWidth && cache.textures[i] != nullptr) {
      cache.lastUse = ++useCounter_;
      return cache.textures[i];
    }
  }
  if (budgetMs_ >= 0 && spentMs_ >= budgetMs_) {
    if (SDL_Texture* standIn = nearestMade(index, pixelWidth)) {
      pending_ = true;
      return standIn;
    }
    // Made at no width yet: a large card gets a small stand-in now (a fraction of the
    // pixels to rasterize and upload) and its exact size in a later frame.
    if (pixelWidth >= 2 * kStandInWidth) {
      SDL_Texture* standIn = make(index, kStandInWidth);
      if (standIn == nullptr) return nullptr;
      standIns_.width = kStandInWidth;
      standIns_.textures[i] = standIn;
      pending_ = true;
      return standIn;
    }
  }
  SDL_Texture* texture = make(index, pixelWidth);
  if (texture != nullptr) cacheFor(pixelWidth).textures[i] = texture;
  return texture;
}

SDL_Texture* CardArt::make(int index, int pixelWidth) {
  const auto i = static_cast<std::size_t>(index);
  const int height = pixelHeight(pixelWidth);
  const Uint64 start = SDL_GetPerformanceCounter();
  std::string styled;
  if (index != kBackIndex && !(style_ == CardStyle{}))
    styled = styledFace(svg_[i], CardSet::deck().nth(index), style_);
  SDL_Surface* surface = rasterize(styled.empty() ? svg_[i] : styled, pixelWidth, height);
  SDL_Texture* texture = nullptr;
  if (surface != nullptr) {
    texture = SDL_CreateTextureFromSurface(renderer_, surface);
    SDL_FreeSurface(surface);
    sendToGpu(renderer_);
  }
  if (texture == nullptr) {
    // Not retried: a file that fails once fails every time, and each try costs a parse.
    failed_[i] = true;
    error_ = "card art: cannot render " +
             (index == kBackIndex ? std::string("the back") : cardName(CardSet::deck().nth(index))) +
             ": " + SDL_GetError();
    return nullptr;
  }
  spentMs_ += static_cast<double>(SDL_GetPerformanceCounter() - start) * 1000.0 /
              static_cast<double>(SDL_GetPerformanceFrequency());
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  // Backs are drawn rotated and cards scaled in animations: filter, whatever the hint says.
  SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear);
  return texture;
}

}  // namespace hearts::ui

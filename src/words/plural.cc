#include "words/plural.h"

#include <cctype>

namespace hearts::words {

// An expression tree: a number, n, or an operator over one to three others.
struct PluralRule::Node {
  enum class Op : std::uint8_t {
    Number, N, Not, Mul, Div, Mod, Add, Sub, Less, LessEq, Greater, GreaterEq, Eq, NotEq, And,
    Or, Choose
  };
  Op op = Op::Number;
  unsigned long value = 0;
  std::shared_ptr<const Node> a, b, c;

  unsigned long eval(unsigned long n) const {
    switch (op) {
      case Op::Number: return value;
      case Op::N: return n;
      case Op::Not: return !a->eval(n);
      case Op::Choose: return a->eval(n) ? b->eval(n) : c->eval(n);
      case Op::And: return a->eval(n) && b->eval(n);
      case Op::Or: return a->eval(n) || b->eval(n);
      default: break;
    }
    const unsigned long x = a->eval(n), y = b->eval(n);
    switch (op) {
      case Op::Mul: return x * y;
      case Op::Div: return y ? x / y : 0;
      case Op::Mod: return y ? x % y : 0;
      case Op::Add: return x + y;
      case Op::Sub: return x - y;
      case Op::Less: return x < y;
      case Op::LessEq: return x <= y;
      case Op::Greater: return x > y;
      case Op::GreaterEq: return x >= y;
      case Op::Eq: return x == y;
      case Op::NotEq: return x != y;
      default: return 0;
    }
  }
};

namespace {

using NodePtr = std::shared_ptr<const PluralRule::Node>;
using Op = decltype(PluralRule::Node::op);

// Recursive descent over C's precedence: ?: || && ==,!= <,>,<=,>= +,- *,/,% ! primary.
class Parser {
 public:
  explicit Parser(std::string_view s) : s_(s) {}

  NodePtr parseAll() {
    NodePtr e = choose();
    skip();
    if (e && i_ != s_.size()) return fail("unexpected \"" + std::string(s_.substr(i_, 1)) + "\"");
    return e;
  }
  const std::string& error() const { return error_; }

 private:
  NodePtr fail(std::string why) {
    if (error_.empty()) error_ = std::move(why);
    return nullptr;
  }
  void skip() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  bool eat(std::string_view token) {
    skip();
    if (s_.substr(i_, token.size()) != token) return false;
    // "<" must not take the first half of "<=", nor "!" of "!=".
    if (token.size() == 1 && (token == "<" || token == ">" || token == "!" || token == "=") &&
        s_.substr(i_ + 1, 1) == "=")
      return false;
    i_ += token.size();
    return true;
  }
  static NodePtr make(Op op, NodePtr a = nullptr, NodePtr b = nullptr, NodePtr c = nullptr) {
    auto node = std::make_shared<PluralRule::Node>();
    node->op = op;
    node->a = std::move(a);
    node->b = std::move(b);
    node->c = std::move(c);
    return node;
  }

  NodePtr choose() {
    NodePtr cond = either();
    if (!cond || !eat("?")) return cond;
    NodePtr yes = choose();
    if (!yes) return nullptr;
    if (!eat(":")) return fail("\"?\" without its \":\"");
    NodePtr no = choose();
    return no ? make(Op::Choose, cond, yes, no) : nullptr;
  }
  NodePtr either() {
    NodePtr l = both();
    while (l && eat("||")) {
      NodePtr r = both();
      l = r ? make(Op::Or, l, r) : nullptr;
    }
    return l;
  }
  NodePtr both() {
    NodePtr l = equality();
    while (l && eat("&&")) {
      NodePtr r = equality();
      l = r ? make(Op::And, l, r) : nullptr;
    }
    return l;
  }
  // One level of binary operators: `next` parses the operands.
  template <std::size_t K>
  NodePtr level(const std::pair<std::string_view, Op> (&ops)[K], NodePtr (Parser::*next)()) {
    NodePtr l = (this->*next)();
    while (l) {
      bool matched = false;
      for (const auto& [token, op] : ops) {
        if (!eat(token)) continue;
        NodePtr r = (this->*next)();
        l = r ? make(op, l, r) : nullptr;
        matched = true;
        break;
      }
      if (!matched) break;
    }
    return l;
  }
  NodePtr equality() {
    static const std::pair<std::string_view, Op> ops[] = {{"==", Op::Eq}, {"!=", Op::NotEq}};
    return level(ops, &Parser::relation);
  }
  NodePtr relation() {
    static const std::pair<std::string_view, Op> ops[] = {
        {"<=", Op::LessEq}, {">=", Op::GreaterEq}, {"<", Op::Less}, {">", Op::Greater}};
    return level(ops, &Parser::sum);
  }
  NodePtr sum() {
    static const std::pair<std::string_view, Op> ops[] = {{"+", Op::Add}, {"-", Op::Sub}};
    return level(ops, &Parser::product);
  }
  NodePtr product() {
    static const std::pair<std::string_view, Op> ops[] = {
        {"*", Op::Mul}, {"/", Op::Div}, {"%", Op::Mod}};
    return level(ops, &Parser::unary);
  }
  NodePtr unary() {
    if (eat("!")) {
      NodePtr a = unary();
      return a ? make(Op::Not, a) : nullptr;
    }
    return primary();
  }
  NodePtr primary() {
    skip();
    if (eat("(")) {
      NodePtr e = choose();
      if (e && !eat(")")) return fail("\"(\" without its \")\"");
      return e;
    }
    if (eat("n")) return make(Op::N);
    if (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) {
      auto node = std::make_shared<PluralRule::Node>();
      while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_])))
        node->value = node->value * 10 + static_cast<unsigned long>(s_[i_++] - '0');
      return node;
    }
    return fail(i_ < s_.size() ? "unexpected \"" + std::string(s_.substr(i_, 1)) + "\""
                               : std::string("the expression ends too soon"));
  }

  std::string_view s_;
  std::size_t i_ = 0;
  std::string error_;
};

// The value after `key=` up to the next ';' (or the end).
std::optional<std::string_view> field(std::string_view header, std::string_view key) {
  std::size_t at = 0;
  while ((at = header.find(key, at)) != std::string_view::npos) {
    const bool starts = at == 0 || header[at - 1] == ' ' || header[at - 1] == ';';
    std::size_t j = at + key.size();
    while (j < header.size() && header[j] == ' ') ++j;
    if (starts && j < header.size() && header[j] == '=') {
      const std::size_t end = header.find(';', j + 1);
      return header.substr(j + 1, end == std::string_view::npos ? end : end - j - 1);
    }
    at += key.size();
  }
  return std::nullopt;
}

}  // namespace

PluralRule::PluralRule() {
  auto n = std::make_shared<Node>();
  n->op = Node::Op::N;
  auto one = std::make_shared<Node>();
  one->value = 1;
  auto rule = std::make_shared<Node>();
  rule->op = Node::Op::NotEq;
  rule->a = n;
  rule->b = one;
  expr_ = rule;
}

std::optional<PluralRule> PluralRule::parse(std::string_view formsHeader, std::string* error) {
  auto setError = [&](std::string why) {
    if (error) *error = "Plural-Forms: " + why;
    return std::nullopt;
  };
  const auto count = field(formsHeader, "nplurals");
  const auto plural = field(formsHeader, "plural");
  if (!count || !plural) return setError("needs nplurals= and plural=");
  int forms = 0;
  for (char c : *count) {
    if (c == ' ') continue;
    if (!std::isdigit(static_cast<unsigned char>(c)) || forms > 10) return setError("bad nplurals");
    forms = forms * 10 + (c - '0');
  }
  if (forms < 1 || forms > 6) return setError("nplurals must be 1 to 6");
  Parser parser(*plural);
  NodePtr e = parser.parseAll();
  if (!e) return setError(parser.error());
  PluralRule rule;
  rule.count_ = forms;
  rule.expr_ = e;
  return rule;
}

int PluralRule::form(unsigned long n) const {
  const unsigned long f = expr_->eval(n);
  return f < static_cast<unsigned long>(count_) ? static_cast<int>(f) : 0;
}

}  // namespace hearts::words

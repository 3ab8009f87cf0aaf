#include "text/PluralRule.h"

#include <array>
#include <cctype>

namespace scoundrel::game {

namespace {

// C's binary operators by precedence, loosest first ("?:" is handled above them).
constexpr std::array<std::array<std::string_view, 4>, 6> kLevels{{
    {"||"},
    {"&&"},
    {"==", "!="},
    {"<=", ">=", "<", ">"},
    {"+", "-"},
    {"*", "/", "%"},
}};

// A recursive-descent reader of the expression into nodes.
class ExpressionReader {
public:
    ExpressionReader(std::string_view text, std::vector<PluralRule::Node>& nodes) : m_text(text), m_nodes(nodes) { }

    std::optional<std::size_t> read(std::string& problem)
    {
        const auto root = ternary();
        skipSpace();
        if (!root || m_at != m_text.size()) {
            problem = "cannot read the plural expression at \"" + std::string(m_text.substr(m_at)) + "\"";
            return std::nullopt;
        }
        return root;
    }

private:
    void skipSpace()
    {
        while (m_at < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_at])))
            ++m_at;
    }

    bool take(std::string_view token)
    {
        skipSpace();
        if (m_text.substr(m_at, token.size()) != token)
            return false;
        // "<" is not the start of "<=", nor "!" of "!=".
        if ((token == "<" || token == ">" || token == "!") && m_at + 1 < m_text.size() && m_text[m_at + 1] == '=')
            return false;
        m_at += token.size();
        return true;
    }

    std::size_t add(PluralRule::Node node)
    {
        m_nodes.push_back(std::move(node));
        return m_nodes.size() - 1;
    }

    std::optional<std::size_t> ternary()
    {
        const auto condition = binary(0);
        if (!condition || !take("?"))
            return condition;
        const auto yes = ternary();
        if (!yes || !take(":"))
            return std::nullopt;
        const auto no = ternary();
        if (!no)
            return std::nullopt;
        return add({"?", 0, *condition, *yes, *no});
    }

    std::optional<std::size_t> binary(std::size_t level)
    {
        if (level == kLevels.size())
            return unary();
        auto left = binary(level + 1);
        while (left) {
            std::string_view op;
            for (const std::string_view candidate : kLevels[level]) {
                if (!candidate.empty() && take(candidate)) {
                    op = candidate;
                    break;
                }
            }
            if (op.empty())
                break;
            const auto right = binary(level + 1);
            if (!right)
                return std::nullopt;
            left = add({std::string(op), 0, *left, *right, 0});
        }
        return left;
    }

    std::optional<std::size_t> unary()
    {
        if (take("!")) {
            const auto operand = unary();
            return operand ? std::optional(add({"!", 0, *operand, 0, 0})) : std::nullopt;
        }
        return primary();
    }

    std::optional<std::size_t> primary()
    {
        skipSpace();
        if (take("(")) {
            const auto inner = ternary();
            return inner && take(")") ? inner : std::nullopt;
        }
        if (take("n"))
            return add({"n", 0, 0, 0, 0});
        if (m_at < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_at]))) {
            unsigned long value = 0;
            while (m_at < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_at])) && value < 1000000)
                value = value * 10 + static_cast<unsigned long>(m_text[m_at++] - '0');
            return add({"#", value, 0, 0, 0});
        }
        return std::nullopt;
    }

    std::string_view m_text;
    std::size_t m_at = 0;
    std::vector<PluralRule::Node>& m_nodes;
};

// The text after "name=" up to the next ';' (or the end); "plural" is not found inside
// "nplurals".
std::optional<std::string_view> field(std::string_view forms, std::string_view name)
{
    for (auto at = forms.find(name); at != std::string_view::npos; at = forms.find(name, at + 1)) {
        if (at > 0 && forms[at - 1] != ' ' && forms[at - 1] != ';')
            continue;
        std::string_view rest = forms.substr(at + name.size());
        while (!rest.empty() && rest.front() == ' ')
            rest.remove_prefix(1);
        if (rest.empty() || rest.front() != '=')
            continue;
        rest.remove_prefix(1);
        return rest.substr(0, rest.find(';'));
    }
    return std::nullopt;
}

} // namespace

PluralRule::PluralRule()
{
    std::string unused;
    m_root = *ExpressionReader("n != 1", m_nodes).read(unused);
}

std::optional<PluralRule> PluralRule::parse(std::string_view forms, std::string& problem)
{
    const auto count = field(forms, "nplurals");
    const auto expression = field(forms, "plural");
    if (!count || !expression) {
        problem = "no nplurals or plural in \"" + std::string(forms) + "\"";
        return std::nullopt;
    }
    PluralRule rule;
    rule.m_nodes.clear();
    const std::string text(*count);
    rule.m_count = 0;
    for (const char c : text) {
        if (c >= '0' && c <= '9' && rule.m_count < 100)
            rule.m_count = rule.m_count * 10 + static_cast<unsigned long>(c - '0');
        else if (c != ' ')
            rule.m_count = 0;
    }
    if (rule.m_count < 1 || rule.m_count > 6) {
        problem = "nplurals must be 1 to 6, not \"" + text + "\"";
        return std::nullopt;
    }
    const auto root = ExpressionReader(*expression, rule.m_nodes).read(problem);
    if (!root)
        return std::nullopt;
    rule.m_root = *root;
    return rule;
}

unsigned long PluralRule::index(unsigned long n) const
{
    const unsigned long form = evaluate(m_root, n);
    return form < m_count ? form : 0;
}

unsigned long PluralRule::evaluate(std::size_t node, unsigned long n) const
{
    const Node& e = m_nodes[node];
    const auto a = [&] { return evaluate(e.a, n); };
    const auto b = [&] { return evaluate(e.b, n); };
    const std::string& op = e.op;
    if (op == "n")
        return n;
    if (op == "#")
        return e.value;
    if (op == "?")
        return a() != 0 ? b() : evaluate(e.c, n);
    if (op == "!")
        return a() == 0 ? 1 : 0;
    if (op == "||")
        return a() != 0 || b() != 0 ? 1 : 0;
    if (op == "&&")
        return a() != 0 && b() != 0 ? 1 : 0;
    const unsigned long x = a();
    const unsigned long y = b();
    if (op == "==")
        return x == y ? 1 : 0;
    if (op == "!=")
        return x != y ? 1 : 0;
    if (op == "<")
        return x < y ? 1 : 0;
    if (op == ">")
        return x > y ? 1 : 0;
    if (op == "<=")
        return x <= y ? 1 : 0;
    if (op == ">=")
        return x >= y ? 1 : 0;
    if (op == "+")
        return x + y;
    if (op == "-")
        return x - y;
    if (op == "*")
        return x * y;
    if (op == "/")
        return y == 0 ? 0 : x / y;
    return y == 0 ? 0 : x % y; // "%"
}

} // namespace scoundrel::game

#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scoundrel::game {

// Which plural form a number takes in a language, from the Plural-Forms line of its
// catalogue's header ("nplurals=2; plural=(n > 1);"), as gettext reads it: the
// expression is C's (n, whole numbers, ?:, ||, &&, comparisons, + - * / %, !,
// parentheses), evaluated here without libintl. Without a header, English's rule.
class PluralRule {
public:
    PluralRule();
    // The rule in a Plural-Forms value; nothing, with the problem, when it cannot be read.
    static std::optional<PluralRule> parse(std::string_view forms, std::string& problem);

    // The form for n: 0 to count() - 1 (a result out of range counts as 0).
    unsigned long index(unsigned long n) const;
    unsigned long count() const { return m_count; }

    // A node of the expression: an operator and its operands' indexes in m_nodes.
    struct Node {
        std::string op; // "n", "#" (a number), "?", or C's operator
        unsigned long value = 0;
        std::size_t a = 0, b = 0, c = 0;
    };

private:
    unsigned long evaluate(std::size_t node, unsigned long n) const;

    unsigned long m_count = 2;
    std::vector<Node> m_nodes;
    std::size_t m_root = 0;
};

} // namespace scoundrel::game

#!/usr/bin/env bash
# Regenerates the rule tables of docs/comments.md from the rules' examples
# (Sources/SemesterCal/Comments/Rules/). GrammarRuleTests fails while they differ.
set -euo pipefail
cd "$(dirname "$0")/.."
SEMESTERCAL_WRITE_DOCS=1 swift test --filter GrammarRuleTests/test_docs_comments_md_is_generated_from_the_rules >/dev/null 2>&1 || true
swift test --filter GrammarRuleTests/test_docs_comments_md_is_generated_from_the_rules 2>&1 | tail -1

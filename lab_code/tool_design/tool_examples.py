"""Tool-use examples: a few complete, valid calls next to the schema, checked before they are sent.

A JSON Schema says what is *allowed*, not what is *usual*: which optional parameters go
together, what a date or an id looks like in this API. Anthropic's tool definitions take
``input_examples`` (a list of example inputs) for that; the same idea works anywhere as a
sentence in the description. Two rules the course adds:

* every example must pass the tool's own schema — an invalid example teaches the model the
  wrong call, so ``with_examples`` refuses it and says which one and why (lesson 02's
  validator, the same one that checks the model's arguments);
* examples are sent with every request, like the rest of the definition: ``example_tokens``
  says what they cost, so a long list is a decision, not an accident.

    >>> tool = with_examples(SEARCH_ORDERS, [{"customer_name": "张三", "days": 30}])
    >>> tool["input_examples"]
    [{'customer_name': '张三', 'days': 30}]

Lessons: 05
"""

from __future__ import annotations

import copy
import json

from lab_code.arguments.schema_subset import validate
from lab_code.wire.tokens import estimate_tokens

SEARCH_ORDERS = {
    "name": "search_orders",
    "description": "按客户姓名查最近若干天的订单，返回订单号、几天前、商品和金额。",
    "input_schema": {
        "type": "object",
        "properties": {
            "customer_name": {"type": "string", "minLength": 1, "description": "客户姓名，例如 张三"},
            "days": {"type": "integer", "minimum": 1, "maximum": 365, "description": "最近多少天，默认 30"},
        },
        "required": ["customer_name"],
        "additionalProperties": False,
    },
}


def with_examples(tool: dict, examples: list[dict]) -> dict:
    """``tool`` (Anthropic format) plus ``input_examples``; ``ValueError`` names an invalid example."""
    for number, example in enumerate(examples, start=1):
        problems = validate(example, tool["input_schema"])
        if problems:
            raise ValueError(
                f"第 {number} 个示例 {example!r} 不符合 {tool['name']} 的 schema：{'；'.join(problems)}"
            )
    return {**copy.deepcopy(tool), "input_examples": copy.deepcopy(examples)}


def example_tokens(tool: dict) -> int:
    """Estimated tokens the examples add to every request that offers this tool."""
    examples = tool.get("input_examples")
    return estimate_tokens(json.dumps(examples, ensure_ascii=False)) if examples else 0

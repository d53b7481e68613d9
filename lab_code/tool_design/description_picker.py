"""Principle 2: descriptions that say when to use a tool AND when not to (a toy measurement).

The "model" here is a deterministic keyword counter — clearly a toy, not a language model.
For each tool it counts the domain keywords a request shares with the part of the
description *before* "不适用" and subtracts those it shares with the part after; the highest
score wins, ties go to the tool listed first. Real models weigh text far more subtly, but
they share the failure this toy shows: two vague, overlapping descriptions give no reason to
prefer the right one, and an explicit "不适用：…（用 X）" does.

``misspick_rate`` runs a generated, seeded set of requests (each with its correct tool)
against both description sets. The numbers show the mechanism; a real model's rate has to be
measured with real runs of a real model.

    $ python -m lab_code.tool_design.description_picker
    模糊描述：误选 101/200 = 50.5%
    排他描述：误选 0/200 = 0.0%

Lessons: 05
"""

from __future__ import annotations

import random

VOCABULARY = (
    "订单",
    "状态",
    "付款",
    "取消",
    "金额",
    "包裹",
    "快递",
    "物流",
    "到哪",
    "什么时候到",
    "退款",
    "退回",
    "文件",
    "内容",
    "读",
    "打开",
    "目录",
    "哪些",
    "列出",
)

VAGUE = {
    "query_order": "查询订单信息，包括订单状态、物流和退款情况。",
    "query_shipping": "查询订单的物流。",
    "request_refund": "订单退款。",
    "read_file": "读文件内容。",
    "list_files": "查看目录和文件。",
}

EXCLUSIVE = {
    "query_order": "查询订单本身：状态（已付款、已取消）和金额，按订单号查。"
    "不适用：包裹到哪、快递、物流（用 query_shipping）；退款（用 request_refund）。",
    "query_shipping": "按订单号查询包裹的物流：快递到哪了、什么时候到。"
    "不适用：订单金额、付款状态（用 query_order）。",
    "request_refund": "为一个订单发起退款，把钱退回。会真的退款，需要用户明确要求。"
    "不适用：只是询问状态（用 query_order）。",
    "read_file": "读取工作目录里一个文件的内容，打开后按行分页读。"
    "不适用：想知道目录里有哪些文件（用 list_files）。",
    "list_files": "列出一个目录里有哪些文件和子目录。不适用：要看文件内容（用 read_file）。",
}

# Requests per correct tool; {n} is an order number, {f} a file, {d} a directory.
TEMPLATES = {
    "query_order": [
        "订单 {n} 现在是什么状态？",
        "订单 {n} 付款成功了吗",
        "订单 {n} 取消了没有",
        "订单 {n} 的金额是多少",
    ],
    "query_shipping": ["订单 {n} 的包裹到哪了？", "我的快递 {n} 什么时候到", "查一下订单 {n} 的物流"],
    "request_refund": ["订单 {n} 我要退款", "把订单 {n} 的钱退回来"],
    "read_file": ["看看 {f} 的内容", "打开 {f} 读一下"],
    "list_files": ["{d} 目录下有哪些文件？", "列出 {d} 里的东西"],
}


def keywords(text: str) -> set[str]:
    return {word for word in VOCABULARY if word in text}


def pick(request: str, descriptions: dict[str, str]) -> str:
    """The toy model's choice: best keyword score, ties to the first listed tool."""
    wanted = keywords(request)
    best_name, best_score = "", float("-inf")
    for name, text in descriptions.items():
        use, _, avoid = text.partition("不适用")
        score = len(wanted & keywords(use)) - len(wanted & keywords(avoid))
        if score > best_score:
            best_name, best_score = name, score
    return best_name


def generate_requests(count: int, seed: int) -> list[tuple[str, str]]:
    """``count`` (request, correct tool) pairs, evenly over the tools, order and fillers seeded."""
    rng = random.Random(seed)
    tools = list(TEMPLATES)
    pairs = []
    for i in range(count):
        tool = tools[i % len(tools)]
        template = rng.choice(TEMPLATES[tool])
        pairs.append(
            (
                template.format(
                    n=rng.randint(10000, 99999),
                    f=rng.choice(["notes.txt", "CMakeLists.txt", "README.md"]),
                    d=rng.choice(["src", "docs", "build"]),
                ),
                tool,
            )
        )
    rng.shuffle(pairs)
    return pairs


def mispicks(requests: list[tuple[str, str]], descriptions: dict[str, str]) -> list[tuple[str, str, str]]:
    """(request, correct, picked) for every request the toy model got wrong."""
    return [(req, want, got) for req, want in requests if (got := pick(req, descriptions)) != want]


if __name__ == "__main__":
    requests = generate_requests(200, seed=0)
    for label, descriptions in (("模糊描述", VAGUE), ("排他描述", EXCLUSIVE)):
        wrong = len(mispicks(requests, descriptions))
        print(f"{label}：误选 {wrong}/{len(requests)} = {wrong / len(requests):.1%}")

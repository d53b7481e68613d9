"""Don't wrap an API one-to-one: shape tools after the task the model is asked to do.

The seed article's example (its author's advice, after Anthropic's "Writing effective tools
for agents"): a backend has ``list_users``, ``get_user``, ``list_orders``, ``get_order``.
Wrapped one-to-one, "张三最近 30 天的订单" costs the model a chain of calls, each result in
its context, and an id it has to carry from one call to the next. If that question is
common, one task-shaped tool — ``search_orders(customer_name, days)`` — answers it in one.

The shop below is the course's own constructed data (seeded, nothing real). Both tool sets
read the same ``Shop``; ``one_to_one_plan`` is the shortest correct sequence a model could
make with the wrapped tools (a stand-in plan, not a model's run), ``task_plan`` the one call
with the task-shaped tool. ``replay(plan, tools)`` runs a plan and reports the calls and the
characters of every result the model would have read.

    $ python -m lab_code.tool_design.api_wrapping
    一对一包装：8 次调用，模型读到 ≈ 1264 个字符的结果
    按任务设计：1 次调用，模型读到 ≈ 67 个字符的结果

The same shop serves lesson 05's example of calling tools from code (``SPENDERS_SCRIPT``,
run by ``lab_code.tool_design.code_mode``).

Lessons: 05
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field

SEED = 5
NAMES = ["张三", "李四", "王五", "赵六", "钱七", "孙八", "周九", "吴十", "郑一", "冯二"]
ITEMS = ["键盘", "显示器", "鼠标", "耳机", "U 盘", "路由器", "移动硬盘", "摄像头"]


@dataclass
class Shop:
    """Users and orders, generated from a seed (the course's constructed data)."""

    users: list[dict] = field(default_factory=list)
    orders: list[dict] = field(default_factory=list)

    @classmethod
    def generate(cls, seed: int = SEED, per_user: int = 6) -> Shop:
        rng = random.Random(seed)
        shop = cls()
        for index, name in enumerate(NAMES, start=1):
            user = {
                "id": f"u{index:04d}",
                "name": name,
                "email": f"user{index}@example.com",
                "tier": "normal",
            }
            shop.users.append(user)
            for _ in range(per_user):
                shop.orders.append(
                    {
                        "id": f"o{len(shop.orders) + 1:05d}",
                        "user_id": user["id"],
                        "days_ago": rng.randint(0, 90),  # no calendar: the output never depends on the date
                        "item": rng.choice(ITEMS),
                        "amount": rng.randint(20, 900),
                        "status": rng.choice(["paid", "shipped", "delivered"]),
                        "address": f"某市某区某路 {rng.randint(1, 300)} 号",
                        "warehouse": f"WH-{rng.randint(1, 9)}",
                    }
                )
        return shop


def one_to_one_tools(shop: Shop) -> dict[str, Callable[..., object]]:
    """The backend's four endpoints, each wrapped as a tool as it is."""
    return {
        "list_users": lambda: [{"id": u["id"], "name": u["name"]} for u in shop.users],
        "get_user": lambda user_id: next(u for u in shop.users if u["id"] == user_id),
        "list_orders": lambda user_id: [o["id"] for o in shop.orders if o["user_id"] == user_id],
        "get_order": lambda order_id: next(o for o in shop.orders if o["id"] == order_id),
    }


def task_tools(shop: Shop) -> dict[str, Callable[..., object]]:
    """One tool shaped after the question people actually ask: only the fields that answer it."""

    def search_orders(customer_name: str, days: int = 30) -> list[dict]:
        ids = {u["id"] for u in shop.users if u["name"] == customer_name}
        recent = [o for o in shop.orders if o["user_id"] in ids and o["days_ago"] < days]
        return [
            {"order": o["id"], "days_ago": o["days_ago"], "item": o["item"], "amount": o["amount"]}
            for o in recent
        ]

    return {"search_orders": search_orders}


Plan = list[tuple[str, dict]]


def one_to_one_plan(shop: Shop, customer: str = "张三", days: int = 30) -> Plan:
    """The fewest wrapped calls that answer "<customer> 最近 <days> 天的订单" (ids looked up on the way)."""
    user = next(u for u in shop.users if u["name"] == customer)
    plan: Plan = [("list_users", {}), ("list_orders", {"user_id": user["id"]})]
    # get_order for every order: list_orders gives ids only, so the date is not known before
    plan += [("get_order", {"order_id": o["id"]}) for o in shop.orders if o["user_id"] == user["id"]]
    return plan


def task_plan(customer: str = "张三", days: int = 30) -> Plan:
    return [("search_orders", {"customer_name": customer, "days": days})]


# A question no single tool answers: every customer's recent orders, summed. Called one by one,
# every order passes through the model; called from a script, only the answer does (code_mode).
SPENDERS_QUESTION = "最近 30 天下单总额超过 1000 元的客户有哪些？"
SPENDERS_SCRIPT = """\
over = []
for user in tools.list_users():
    total = 0
    for order_id in tools.list_orders(user_id=user["id"]):
        order = tools.get_order(order_id=order_id)
        if order["days_ago"] < 30:
            total += order["amount"]
    if total > 1000:
        over.append(f"{user['name']} {total} 元")
print("；".join(over) or "没有")
"""


def spenders_plan(shop: Shop) -> Plan:
    """The same calls the script makes, one model turn each (what direct calling would take)."""
    plan: Plan = [("list_users", {})]
    for user in shop.users:
        plan.append(("list_orders", {"user_id": user["id"]}))
        plan += [("get_order", {"order_id": o["id"]}) for o in shop.orders if o["user_id"] == user["id"]]
    return plan


@dataclass
class Replay:
    calls: int
    result_chars: int  # characters of JSON the model reads back, summed over the calls
    results: list[object]


def replay(plan: Plan, tools: dict[str, Callable[..., object]]) -> Replay:
    """Run ``plan``; count the calls and the characters of every result a model would read."""
    results = [tools[name](**arguments) for name, arguments in plan]
    chars = sum(len(json.dumps(r, ensure_ascii=False)) for r in results)
    return Replay(len(plan), chars, results)


def main() -> None:
    shop = Shop.generate()
    wrapped = replay(one_to_one_plan(shop), one_to_one_tools(shop))
    shaped = replay(task_plan(), task_tools(shop))
    print(f"一对一包装：{wrapped.calls} 次调用，模型读到 ≈ {wrapped.result_chars} 个字符的结果")
    print(f"按任务设计：{shaped.calls} 次调用，模型读到 ≈ {shaped.result_chars} 个字符的结果")


if __name__ == "__main__":
    main()

"""Reference solutions of lesson 03's exercises. Try first, then compare.

The course's own versions live in ``lab_code.arguments.pydantic_args`` and ``lab_code.arguments.strict_schema``;
these are shorter on purpose and cover what the exercises ask for.
"""

from __future__ import annotations

import copy
import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


# 练习 3.1
def make_grep_args_model():
    class GrepArgs(BaseModel):
        """在工作目录里按正则搜索文本行。"""

        model_config = ConfigDict(extra="forbid", strict=True)  # no unknown fields, no "5" → 5

        pattern: str = Field(min_length=1, max_length=100, description="要搜索的正则表达式")
        path: str = Field(default=".", description="在哪个目录或文件里找")
        max_matches: int = Field(default=10, ge=1, le=50, description="最多返回多少处")
        context: Literal["none", "before", "after", "both"] = Field(
            default="none", description="是否附带匹配行前后的一行"
        )

    return GrepArgs


# 练习 3.2
def make_nullable(prop_schema: dict) -> dict:
    schema = copy.deepcopy(prop_schema)  # never change the caller's dict
    kind = schema.get("type")
    kinds = kind if isinstance(kind, list) else [kind]
    any_of = schema.get("anyOf", [])
    if "null" in kinds or {"type": "null"} in any_of:
        return schema  # already takes null
    simple = (
        kind is not None
        and not {"$ref", "anyOf", "const"} & set(schema)
        and "object" not in kinds
        and "array" not in kinds
    )
    if simple:
        schema["type"] = kinds + ["null"]
        if "enum" in schema:
            schema["enum"] = schema["enum"] + [None]
        return schema
    return {"anyOf": [schema, {"type": "null"}]}


# 练习 3.3
def explain_pydantic_error(error: dict) -> str:
    where = ""
    for part in error["loc"]:
        where += f"[{part}]" if isinstance(part, int) else (f".{part}" if where else part)
    ctx = error.get("ctx", {})
    got = json.dumps(error.get("input"), ensure_ascii=False)
    templates = {
        "missing": f"缺少必填参数 {where}",
        "extra_forbidden": f"不认识的参数 {where}，请删掉它",
        "literal_error": f"参数 {where} 只能取 {ctx.get('expected', '').replace(' or ', ' 或 ')}，收到的是 {got}",
        "greater_than_equal": f"参数 {where} 不能小于 {ctx.get('ge')}，收到的是 {got}",
        "less_than_equal": f"参数 {where} 不能大于 {ctx.get('le')}，收到的是 {got}",
        "int_type": f"参数 {where} 应该是整数，收到的是 {got}",
        "string_type": f"参数 {where} 应该是字符串，收到的是 {got}",
    }
    return templates.get(error["type"], f"参数 {where} 不合法，收到的是 {got}")

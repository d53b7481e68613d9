"""Make a JSON schema acceptable to provider strict mode, and list what a provider would reject.

Lesson 03. With ``"strict": true`` on a function, the provider compiles the schema into a
constraint on decoding (constrained decoding): every generated token must keep the output valid,
so the arguments are guaranteed to parse (layer 1) and to match the schema (layer 2). The price
is a restricted schema dialect. The rules below are our summary of the providers' docs:

OpenAI, Structured Outputs guide, "Supported schemas"
(https://developers.openai.com/api/docs/guides/structured-outputs):
  * the root is an object, not an ``anyOf``;
  * every object says ``additionalProperties: false``;
  * every key of ``properties`` is listed in ``required``: "optional" is spelled as a type that
    also allows ``null`` (``"type": ["integer", "null"]``), and the model sends null;
  * composition keywords ``allOf``/``not``/``if``/``then``/``else``/``dependentRequired``/
    ``dependentSchemas`` and object keywords like ``patternProperties`` are outside the subset;
    ``anyOf``, ``$ref``/``$defs`` (also recursive), ``enum``, ``const`` are inside;
  * the type-specific keywords it lists: strings ``pattern`` and ``format`` (date-time, time,
    date, duration, email, hostname, ipv4, ipv6, uuid); numbers ``multipleOf``, ``maximum``,
    ``exclusiveMaximum``, ``minimum``, ``exclusiveMinimum``; arrays ``minItems``, ``maxItems``
    ("not yet supported for fine-tuned models"). ``minLength``/``maxLength`` are *not* listed,
    and neither is ``default``: public code records the API refusing it ("'default' is not
    permitted"), so the converter moves a default into the description instead;
  * A ``$ref`` with sibling keywords (Pydantic writes ``{"$ref": ..., "description": ...}``) is
    rejected; the referenced schema has to be written out in place.
  * Strict schemas and parallel calls do not mix: "when the model outputs multiple function calls
    via parallel function calling, model outputs may not match strict schemas"; the guide's
    advice is ``parallel_tool_calls: false`` (function-calling guide).
DeepSeek, Tool Calls guide, "strict mode (Beta)" (https://api-docs.deepseek.com/guides/tool_calls):
  * only on ``base_url="https://api.deepseek.com/beta"``, with ``strict: true`` on each function;
  * the rest is what the source article quotes from that page and could not be re-read in full
    here (unverified): the same object rules (all required, ``additionalProperties: false``); no
    ``minLength``/``maxLength`` on strings, no ``minItems``/``maxItems`` on arrays; ``format``
    limited to email, hostname, ipv4, ipv6, uuid.
Not checked here: the providers' size limits (number of properties, nesting depth, enum size).

Hand-written because converting is what the lesson teaches. In production the OpenAI SDK's
``openai.pydantic_function_tool(Model)`` does a similar conversion, but it makes optional fields
required *without* making them nullable, so the model has to invent a value every time.

    $ python -m lab_code.arguments.strict_schema
    ReadFileArgs 原样交给 openai-strict 的问题：
      - $: properties 里的 offset, limit, mode 没有列进 required（严格模式要求全部列出，可选字段改成可为 null）
      - $.properties.offset: openai-strict 不接受 default（文档列出的关键字里没有它）；把默认值写进 description，模型传 null 时由程序补上
      - $.properties.limit: openai-strict 不接受 default（文档列出的关键字里没有它）；把默认值写进 description，模型传 null 时由程序补上
      - $.properties.mode: openai-strict 不接受 default（文档列出的关键字里没有它）；把默认值写进 description，模型传 null 时由程序补上
    转换后 openai-strict 的问题：无
    为 openai-strict 转换后，交给 deepseek-beta 的问题（EditFileArgs）：
      - $.properties.edits: deepseek-beta 不支持 minItems（素材文章引用的说法，未核实）
      - $.properties.edits: deepseek-beta 不支持 maxItems（素材文章引用的说法，未核实）
    为 deepseek-beta 转换后的问题（EditFileArgs）：无

Lessons: 03
"""

from __future__ import annotations

import copy
import json
from typing import Any

from lab_code.arguments.pydantic_args import EditFileArgs, ReadFileArgs
from lab_code.wire.messages import function_tool

NULL_SCHEMA = {"type": "null"}
PROVIDERS = ("openai-strict", "deepseek-beta")

# Outside OpenAI's documented subset (both providers): composition and object/array extras.
UNSUPPORTED_EVERYWHERE = (
    "allOf",
    "oneOf",
    "not",
    "if",
    "then",
    "else",
    "dependentRequired",
    "dependentSchemas",
    "patternProperties",
    "unevaluatedProperties",
    "propertyNames",
    "minProperties",
    "maxProperties",
    "unevaluatedItems",
    "contains",
    "minContains",
    "maxContains",
    "uniqueItems",
    "prefixItems",
)
UNSUPPORTED_EXTRA = {
    # OpenAI's list of supported string keywords is pattern and format only.
    "openai-strict": ("minLength", "maxLength"),
    "deepseek-beta": ("minLength", "maxLength", "minItems", "maxItems"),
}
# How sure we are differs: OpenAI's guide only leaves these off its list (it does not say they are
# refused, and nothing promises they are enforced); DeepSeek's come from the source article, unverified.
UNLISTED = {
    "openai-strict": "{keyword} 不在 openai-strict 文档列出的关键字里（文档没说会拒绝，也不保证遵守）",
    "deepseek-beta": "deepseek-beta 不支持 {keyword}（素材文章引用的说法，未核实）",
}
ALLOWED_FORMATS = {
    "openai-strict": ("date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"),
    "deepseek-beta": ("email", "hostname", "ipv4", "ipv6", "uuid"),
}


class StrictSchemaError(ValueError):
    """The schema says something strict mode cannot express; the message says where and what to do."""


# ---------------------------------------------------------------- conversion


def accepts_null(schema: Any) -> bool:
    """Does this (sub)schema already let ``null`` through?"""
    if not isinstance(schema, dict):
        return schema is True
    if not schema:
        return True  # {} accepts everything
    type_ = schema.get("type")
    if type_ == "null" or (isinstance(type_, list) and "null" in type_):
        return "enum" not in schema or None in schema["enum"]
    if "anyOf" in schema:
        return any(accepts_null(variant) for variant in schema["anyOf"])
    if "enum" in schema and "type" not in schema:
        return None in schema["enum"]
    return "const" in schema and schema["const"] is None and "type" not in schema


def make_nullable(prop_schema: dict) -> dict:
    """A copy of ``prop_schema`` that also accepts ``null`` (how strict mode says "optional")."""
    if accepts_null(prop_schema):
        return copy.deepcopy(prop_schema)
    result = copy.deepcopy(prop_schema)
    type_ = result.get("type")
    types_ = type_ if isinstance(type_, list) else [type_]
    plain = not ({"$ref", "anyOf", "const"} & result.keys())
    # ["object", "null"] is legal JSON Schema, but some providers only take nullable objects
    # and arrays as anyOf; wrapping them below is accepted everywhere.
    if type_ is not None and plain and not {"object", "array"} & set(types_):
        result["type"] = types_ if "null" in types_ else [*types_, "null"]
        if "enum" in result and None not in result["enum"]:  # enum is checked too
            result["enum"] = [*result["enum"], None]
        return result
    if "anyOf" in result and "type" not in result:
        result["anyOf"] = [*result["anyOf"], dict(NULL_SCHEMA)]
        return result
    if "enum" in result and type_ is None and plain:
        result["enum"] = [*result["enum"], None]
        return result
    # $ref, const, or a mix: wrap it. Annotations stay outside so the model still reads them.
    notes = {key: result.pop(key) for key in ("description", "title", "default") if key in result}
    return {"anyOf": [result, dict(NULL_SCHEMA)], **notes}


def to_strict_schema(schema: dict, provider: str = "openai-strict") -> dict:
    """A strict-mode version of ``schema``: closed objects, all properties required, optional → nullable.

    Recurses into nested objects, array ``items``, ``anyOf`` variants and ``$defs``. The input is
    not changed. Keywords ``provider`` does not take (``default``, and e.g. ``minLength``) move
    into the description, so the model still reads them and the program's own layer 2 still
    enforces them. Raises ``StrictSchemaError`` for open maps (``dict[str, X]``), which strict
    mode cannot express.
    """
    if provider not in PROVIDERS:
        raise ValueError(f"provider {provider!r} 不认识；可选：{', '.join(PROVIDERS)}")
    if not isinstance(schema, dict):
        raise StrictSchemaError(f"schema 必须是 dict，收到的是 {type(schema).__name__}")
    root = copy.deepcopy(schema)
    return _move_unsupported(_strictify(root, root, "$"), UNSUPPORTED_EXTRA[provider])


def _move_unsupported(node: Any, keywords: tuple[str, ...]) -> Any:
    """Every ``keyword`` the provider rejects becomes a note in the description of its node."""
    if not isinstance(node, dict):
        return node
    node = dict(node)
    moved = {key: node.pop(key) for key in keywords if key in node}
    for key in ("properties", "$defs", "definitions"):  # maps of names: recurse into the values only
        if isinstance(node.get(key), dict):
            node[key] = {name: _move_unsupported(sub, keywords) for name, sub in node[key].items()}
    if isinstance(node.get("items"), dict):
        node["items"] = _move_unsupported(node["items"], keywords)
    if isinstance(node.get("anyOf"), list):
        node["anyOf"] = [_move_unsupported(sub, keywords) for sub in node["anyOf"]]
    if moved:
        notes = "，".join(f"{key}={json.dumps(value)}" for key, value in moved.items())
        node["description"] = node.get("description", "") + f"（{notes}，由程序检查）"
    return node


def _strictify(node: Any, root: dict, path: str) -> Any:
    if not isinstance(node, dict):
        return node
    if "$ref" in node and len(node) > 1:
        # strict mode rejects siblings next to $ref: write the referenced schema out in place
        siblings = {key: value for key, value in node.items() if key != "$ref"}
        node = {**copy.deepcopy(resolve_ref(root, node["$ref"])), **siblings}
    node = dict(node)
    for defs_key in ("$defs", "definitions"):
        if isinstance(node.get(defs_key), dict):
            node[defs_key] = {
                name: _strictify(sub, root, f"{path}.{defs_key}.{name}")
                for name, sub in node[defs_key].items()
            }
    if is_object_schema(node):
        extra = node.get("additionalProperties", False)
        if extra is not False:
            raise StrictSchemaError(
                f"{path}: 这是一个开放映射（additionalProperties={json.dumps(extra)}），严格模式表达不了。"
                "请改成字段固定的对象，或把这个工具的 strict 关掉、由程序自己校验。"
            )
        properties = node.get("properties", {})
        required = set(node.get("required", []))
        new_properties = {}
        for name, sub in properties.items():
            sub = _strictify(sub, root, f"{path}.properties.{name}")
            optional = name not in required
            new_properties[name] = _default_into_description(
                make_nullable(sub) if optional else sub, optional
            )
        node["properties"] = new_properties
        node["required"] = list(new_properties)
        node["additionalProperties"] = False
    if isinstance(node.get("items"), dict):
        node["items"] = _strictify(node["items"], root, f"{path}.items")
    if isinstance(node.get("anyOf"), list):
        node["anyOf"] = [_strictify(sub, root, f"{path}.anyOf[{i}]") for i, sub in enumerate(node["anyOf"])]
    return node


def _default_into_description(node: Any, optional: bool) -> Any:
    """Strict mode takes no ``default``: say it in the description, where the model reads it.

    The program still applies the default: a strict-mode model sends null for an optional
    field, and ``pydantic_args.ToolArgs`` treats null as "not given".
    """
    if not isinstance(node, dict) or "default" not in node:
        return node
    node = dict(node)
    value = json.dumps(node.pop("default"), ensure_ascii=False)
    note = f"（可以传 null，表示用默认值 {value}）" if optional else f"（默认值 {value}）"
    node["description"] = node.get("description", "") + note
    return node


def is_object_schema(node: dict) -> bool:
    type_ = node.get("type")
    return type_ == "object" or (isinstance(type_, list) and "object" in type_) or "properties" in node


def resolve_ref(root: dict, ref: str) -> dict:
    """Follow a local ``#/$defs/Name`` reference; anything else is an error strict mode would give too."""
    if not isinstance(ref, str) or not ref.startswith("#/"):
        raise StrictSchemaError(f"只支持本文件内的引用（#/$defs/...），收到的是 {ref!r}")
    target: Any = root
    for part in ref[2:].split("/"):
        if not isinstance(target, dict) or part not in target:
            raise StrictSchemaError(f"引用 {ref} 指向的定义不存在")
        target = target[part]
    return target


# ---------------------------------------------------------------- checking


def provider_problems(schema: dict, provider: str) -> list[str]:
    """Everything in ``schema`` that ``provider``'s strict mode would reject, each with its JSON path.

    An empty list means "no problem we know of" — the provider still has the last word.
    """
    if provider not in PROVIDERS:
        raise ValueError(f"provider {provider!r} 不认识；可选：{', '.join(PROVIDERS)}")
    problems: list[str] = []
    if not isinstance(schema, dict) or schema.get("type") != "object" or "anyOf" in schema:
        problems.append("$: 根 schema 必须是 \"type\": \"object\"（不能是 anyOf 或其它类型）")
    if isinstance(schema, dict):
        _check(schema, "$", provider, problems)
    return problems


def _check(node: Any, path: str, provider: str, problems: list[str]) -> None:
    if not isinstance(node, dict):
        return
    if "$ref" in node:
        if len(node) > 1:
            others = ", ".join(sorted(key for key in node if key != "$ref"))
            problems.append(f"{path}: $ref 旁边不能再写其它关键字（{others}）；请把引用的定义展开写在这里")
        if not str(node["$ref"]).startswith("#/"):
            problems.append(f"{path}: 只支持本文件内的引用（#/$defs/...），收到 {node['$ref']}")
    for keyword in UNSUPPORTED_EVERYWHERE:
        if keyword in node:
            problems.append(f"{path}: {provider} 不支持 {keyword}")
    for keyword in UNSUPPORTED_EXTRA[provider]:
        if keyword in node:
            problems.append(f"{path}: {UNLISTED[provider].format(keyword=keyword)}")
    if "default" in node:
        problems.append(
            f"{path}: {provider} 不接受 default（文档列出的关键字里没有它）；"
            "把默认值写进 description，模型传 null 时由程序补上"
        )
    if "format" in node and node["format"] not in ALLOWED_FORMATS[provider]:
        problems.append(
            f"{path}: {provider} 不支持 format={node['format']!r}；"
            f"可用：{', '.join(ALLOWED_FORMATS[provider])}"
        )
    if is_object_schema(node):
        if node.get("additionalProperties") is not False:
            problems.append(f"{path}: 对象必须写 additionalProperties: false")
        properties = node.get("properties", {})
        missing = [name for name in properties if name not in node.get("required", [])]
        if missing:
            problems.append(
                f"{path}: properties 里的 {', '.join(missing)} 没有列进 required"
                "（严格模式要求全部列出，可选字段改成可为 null）"
            )
        for name, sub in properties.items():
            _check(sub, f"{path}.properties.{name}", provider, problems)
    for defs_key in ("$defs", "definitions"):
        for name, sub in (node.get(defs_key) or {}).items():
            _check(sub, f"{path}.{defs_key}.{name}", provider, problems)
    if isinstance(node.get("items"), dict):
        _check(node["items"], f"{path}.items", provider, problems)
    for key in ("anyOf", "oneOf", "allOf"):
        for i, sub in enumerate(node.get(key) or []):
            _check(sub, f"{path}.{key}[{i}]", provider, problems)


def tool_definition(
    name: str, description: str, model_cls: Any, strict: bool = True, provider: str = "openai-strict"
) -> dict:
    """The ``tools`` entry for a Pydantic model; with ``strict`` the schema is converted first."""
    schema = model_cls.model_json_schema()
    return function_tool(
        name, description, to_strict_schema(schema, provider) if strict else schema, strict=strict
    )


def _demo() -> None:
    def show(title: str, problems: list[str]) -> None:
        print(title + ("无" if not problems else ""))
        for problem in problems:
            print("  -", problem)

    show(
        "ReadFileArgs 原样交给 openai-strict 的问题：",
        provider_problems(ReadFileArgs.model_json_schema(), "openai-strict"),
    )
    show(
        "转换后 openai-strict 的问题：",
        provider_problems(to_strict_schema(ReadFileArgs.model_json_schema()), "openai-strict"),
    )
    show(
        "为 openai-strict 转换后，交给 deepseek-beta 的问题（EditFileArgs）：",
        provider_problems(to_strict_schema(EditFileArgs.model_json_schema()), "deepseek-beta"),
    )
    show(
        "为 deepseek-beta 转换后的问题（EditFileArgs）：",
        provider_problems(
            to_strict_schema(EditFileArgs.model_json_schema(), "deepseek-beta"), "deepseek-beta"
        ),
    )


if __name__ == "__main__":
    _demo()

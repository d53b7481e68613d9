"""How much does layer 2 cost? Five ways to check one tool call's arguments, measured side by side.

Lesson 03. Every contender starts from what a tool call really gives you — the raw
``arguments`` string — and returns a verdict, on a valid and on an invalid input:

    hand-written validate          json.loads + lab_code.arguments.validator.validate (lesson 02)
    jsonschema.validate            json.loads + jsonschema.validate: checks the *schema* again
                                   and builds a new validator on every call
    Draft202012Validator (cached)  json.loads + one validator built once, reused
    pydantic model_validate        json.loads + ReadFileArgs.model_validate
    pydantic model_validate_json   ReadFileArgs.model_validate_json: parsing and checking in Rust
    json.loads only (reference)    the parse alone, for scale (not a validator, no ratio)

All use the same schema — ``ReadFileArgs.model_json_schema()`` — so they judge the same rules;
``run_benchmark`` first checks that every contender gives the expected verdict.

Method: rounds are interleaved (every round runs every contender, in a shuffled order), each
batch runs enough calls to take ~``BATCH_SECONDS``; the table shows the median µs per call over
the rounds and the ratio to the fastest validator on the same input. The numbers depend on the
machine and on its load; the ratios are what to compare. Total runtime about 2–4 s.

    $ python -m lab_code.arguments.bench_validators          # one run on a busy 2-core machine; yours will differ
    输入      校验方式                               µs/call      倍数
    valid     json.loads only (reference)                2.7    (0.9×)
    valid     pydantic model_validate_json               3.1      1.0×
    valid     pydantic model_validate                   10.1      3.3×
    valid     hand-written validate                     42.1     13.7×
    valid     Draft202012Validator (cached)             68.0     22.1×
    valid     jsonschema.validate                     2889.7    938.5×
    invalid   json.loads only (reference)                2.1    (0.5×)
    invalid   pydantic model_validate_json               3.9      1.0×
    ...
    invalid   jsonschema.validate                     4571.9   1161.8×
    （每次调用的中位数；倍数 = 相对同一输入上最快的校验方式；总用时 2.0 s。数字因机器和负载而异）

Lessons: 03
"""

from __future__ import annotations

import json
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

import jsonschema
from pydantic import ValidationError

from lab_code.arguments.pydantic_args import ReadFileArgs
from lab_code.arguments.validator import validate

BATCH_SECONDS = 0.01  # long enough for perf_counter to be precise, short enough for many rounds
REFERENCE = "json.loads only (reference)"
INPUTS = {
    "valid": '{"path": "src/main.c", "offset": 10, "limit": 50, "mode": "tail"}',
    "invalid": '{"path": "src/main.c", "offset": 0, "mode": "middle", "lines": 5}',
}


@dataclass(frozen=True)
class Row:
    validator: str
    case: str  # "valid" | "invalid"
    us_per_call: float  # median over rounds, microseconds
    ratio: float  # us_per_call / the fastest validator's on this case (the reference may be < 1)
    calls: int  # calls per round (the batch size)


def contenders() -> dict[str, Callable[[str], bool]]:
    """name → function(raw arguments) → True when valid. Built once: the setup is not timed."""
    schema = ReadFileArgs.model_json_schema()
    cached = jsonschema.Draft202012Validator(schema)

    def with_jsonschema(raw: str) -> bool:
        try:
            jsonschema.validate(json.loads(raw), schema)
            return True
        except jsonschema.ValidationError:
            return False

    def with_pydantic(raw: str) -> bool:
        try:
            ReadFileArgs.model_validate(json.loads(raw))
            return True
        except ValidationError:
            return False

    def with_pydantic_json(raw: str) -> bool:
        try:
            ReadFileArgs.model_validate_json(raw)
            return True
        except ValidationError:
            return False

    found: dict[str, Callable[[str], bool]] = {
        "hand-written validate": lambda raw: not validate(json.loads(raw), schema),
    }
    found.update(
        {
            "jsonschema.validate": with_jsonschema,
            "Draft202012Validator (cached)": lambda raw: not list(cached.iter_errors(json.loads(raw))),
            "pydantic model_validate": with_pydantic,
            "pydantic model_validate_json": with_pydantic_json,
            REFERENCE: lambda raw: isinstance(json.loads(raw), dict),
        }
    )
    return found


def _batch_size(func: Callable[[str], bool], raw: str) -> int:
    started = time.perf_counter()
    for _ in range(5):
        func(raw)
    per_call = (time.perf_counter() - started) / 5
    return max(5, min(5000, int(BATCH_SECONDS / max(per_call, 1e-9))))


def run_benchmark(rounds: int = 9, calls_per_round: int | None = None, seed: int = 0) -> list[Row]:
    """Measure every contender on every input; ``calls_per_round=None`` sizes batches automatically."""
    if rounds < 1:
        raise ValueError(f"rounds must be at least 1, got {rounds}")
    funcs = contenders()
    for name, func in funcs.items():  # comparing a no-op with a real check would be meaningless
        if name != REFERENCE and (func(INPUTS["valid"]) is not True or func(INPUTS["invalid"]) is not False):
            raise RuntimeError(f"{name} does not judge the benchmark inputs as expected")
    batch = {
        (name, case): calls_per_round or _batch_size(func, raw)
        for name, func in funcs.items()
        for case, raw in INPUTS.items()
    }
    samples: dict[tuple[str, str], list[float]] = {key: [] for key in batch}
    order = list(batch)
    shuffle = random.Random(seed).shuffle
    for _ in range(rounds):
        shuffle(order)  # interleaved: a slow moment of the machine hits every contender alike
        for name, case in order:
            func, raw, n = funcs[name], INPUTS[case], batch[name, case]
            started = time.perf_counter()
            for _ in range(n):
                func(raw)
            samples[name, case].append((time.perf_counter() - started) / n * 1e6)
    medians = {key: statistics.median(values) for key, values in samples.items()}
    rows = []
    for case in INPUTS:
        fastest = min(us for (name, c), us in medians.items() if c == case and name != REFERENCE)
        for (name, c), us in sorted(medians.items(), key=lambda item: item[1]):
            if c == case:
                rows.append(Row(name, case, us, us / fastest, batch[name, c]))
    return rows


def format_table(rows: list[Row]) -> str:
    lines = [f"{'输入':<8}{'校验方式':<32}{'µs/call':>10}{'倍数':>8}"]  # a CJK character is two columns wide
    for row in rows:
        ratio = f"({row.ratio:.1f}×)" if row.validator == REFERENCE else f"{row.ratio:.1f}×"
        lines.append(f"{row.case:<10}{row.validator:<36}{row.us_per_call:>10.1f}{ratio:>10}")
    return "\n".join(lines)


if __name__ == "__main__":
    started = time.perf_counter()
    table = format_table(run_benchmark())
    print(table)
    print(
        f"（每次调用的中位数；倍数 = 相对同一输入上最快的校验方式；总用时 {time.perf_counter() - started:.1f} s。"
        "数字因机器和负载而异）"
    )

"""What BFCL's vendored checking code imports from the rest of ``bfcl_eval``, cut to lesson 10's needs.

The two enums are copied from ``bfcl_eval/constants/enums.py`` (2026.3.23). The model table is
replaced by one rule: the outputs lesson 10 checks come from prompt-mode models, whose function
names keep their dots, which is what ``ModelConfig.underscore_to_dot = False`` means in BFCL's
own table. The Java and JavaScript converters are not needed for Python-style cases and raise.

Lessons: 10
"""

from enum import Enum


class Language(Enum):
    """Language controls the type checking for AST checker."""

    PYTHON = "python"
    JAVA = "java"
    JAVASCRIPT = "javascript"


class ReturnFormat(Enum):
    """ReturnFormat controls the decode_ast logic."""

    PYTHON = "python"
    JAVA = "java"
    JAVASCRIPT = "javascript"
    JSON = "json"
    VERBOSE_XML = "verbose_xml"
    CONCISE_XML = "concise_xml"


class BaseHandler:
    """Named in the vendored functions' annotations; any object with ``decode_ast`` will do."""


class _PromptModeConfig:
    underscore_to_dot = False  # prompt-mode outputs use BFCL's dotted names as they are


class _AnyModel(dict):
    def __missing__(self, model_name: str) -> _PromptModeConfig:
        return _PromptModeConfig()


MODEL_CONFIG_MAPPING = _AnyModel()
JAVA_TYPE_CONVERSION: dict = {}
JS_TYPE_CONVERSION: dict = {}


def java_type_converter(*args, **kwargs):
    raise NotImplementedError("lesson 10 checks Python-style cases only")


js_type_converter = java_type_converter

"""Principle 5: keep the offered tool list short — group tools, load them on demand.

Every tool definition is sent with *every* request: more tools cost input tokens each turn
and give the model more near-neighbours to confuse. OpenAI's guidance is fewer than 20
functions available at the start of a turn. With ~40 tools, two standard answers:

- **grouping**: offer only the namespaces of the current task phase (``by_namespace``);
- **on-demand loading**: offer one ``search_tools`` tool; the program searches the catalog
  and adds only the matching tools' full definitions to the next request (``ToolCatalog``).
  A catalog entry (``CatalogEntry``) is a name, a description and search keywords — enough
  to find a tool and to write its definition, not a tool the program can run.
  Provider-side "tool search" features work the same way.

The search is a tiny keyword scorer, written by hand on purpose: the lesson is the loading
pattern, not the ranking (a real catalog would rank with BM25, as the agent's knowledge
base ``lab_code.agent.knowledge`` does, or with embeddings).

    $ python -m lab_code.tool_design.tool_search
    目录里 40 个工具，全部定义 ≈ 10136 字符
    search_tools("把这个 bug 记成一个 issue") → ['issue_create：新建 issue 记录一个 bug 或需求', ...]
    下一轮只发 4 个定义 ≈ 1070 字符

Lessons: 05
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from lab_code.wire.messages import function_tool

MAX_OFFERED = 20  # OpenAI: fewer than 20 functions available at the start of a turn

# name, description, keywords (Chinese and English words a request might contain)
_CATALOG: list[tuple[str, str, tuple[str, ...]]] = [
    ("file_read", "按行分页读取工作目录里的文件", ("读", "文件", "内容", "read")),
    ("file_write", "写入（覆盖）工作目录里的文件", ("写", "保存", "覆盖", "write")),
    ("file_list", "列出目录里的文件", ("列出", "目录", "哪些文件", "ls")),
    ("file_search", "在文件内容里搜索字符串", ("搜索", "查找", "grep", "出现")),
    ("file_delete", "删除工作目录里的文件", ("删除", "删掉", "delete")),
    ("file_move", "移动或重命名文件", ("移动", "重命名", "rename")),
    ("git_status", "查看工作区改动", ("改动", "status", "修改了")),
    ("git_diff", "查看具体改了哪些行", ("diff", "差异", "哪些行")),
    ("git_commit", "提交当前改动", ("提交", "commit")),
    ("git_log", "查看提交历史", ("历史", "log", "最近提交")),
    ("git_branch", "创建或切换分支", ("分支", "branch")),
    ("git_blame", "查看某行是谁改的", ("谁改", "blame")),
    ("build_configure", "用 CMake 配置项目（toolchain 由程序设置）", ("配置", "configure", "cmake")),
    ("build_compile", "编译项目", ("编译", "build", "构建")),
    ("build_test", "运行测试", ("测试", "test")),
    ("build_clean", "清理构建目录", ("清理", "clean")),
    ("build_check_arch", "检查二进制文件的目标架构", ("架构", "aarch64", "elf")),
    ("build_search_knowledge", "按报错检索构建知识库", ("报错", "错误", "知识库")),
    ("db_query", "对只读副本执行 SELECT 查询", ("查询", "select", "数据库")),
    ("db_tables", "列出数据库的表", ("表", "tables", "数据库")),
    ("db_schema", "查看某张表的字段", ("字段", "schema", "表结构")),
    ("db_explain", "查看查询计划", ("慢查询", "explain", "执行计划")),
    ("db_export", "把查询结果导出为 CSV", ("导出", "csv")),
    ("mail_search", "搜索邮件", ("邮件", "搜索邮件", "收件箱")),
    ("mail_read", "读取一封邮件", ("邮件", "读邮件")),
    ("mail_draft", "起草邮件（不发送）", ("起草", "草稿", "邮件")),
    ("mail_send", "发送邮件（对外，不可撤回）", ("发送", "发邮件", "send")),
    ("calendar_list", "列出日程", ("日程", "安排", "会议")),
    ("calendar_create", "新建日程", ("约", "新建日程", "会议")),
    ("calendar_cancel", "取消日程", ("取消会议", "取消日程")),
    ("calendar_free_slots", "查找大家都有空的时间", ("有空", "空闲", "时间")),
    ("issue_search", "搜索已有 issue", ("issue", "搜索", "已有")),
    ("issue_create", "新建 issue 记录一个 bug 或需求", ("issue", "bug", "记成", "新建")),
    ("issue_comment", "在 issue 下评论", ("评论", "回复", "issue")),
    ("issue_close", "关闭 issue", ("关闭", "close", "issue")),
    ("issue_assign", "把 issue 指派给某人", ("指派", "assign", "issue")),
    ("web_search", "搜索公开网页", ("网上", "搜索", "网页")),
    ("web_fetch", "获取一个网页的正文", ("网页", "链接", "url")),
    ("web_translate", "翻译一段文字", ("翻译", "英文", "中文")),
    ("web_weather", "查询城市天气", ("天气", "气温")),
]


def _one_string(name: str, description: str) -> dict:
    """Arguments schema with one required string: enough for a catalog that shows the pattern."""
    return {
        "type": "object",
        "additionalProperties": False,
        "properties": {name: {"type": "string", "description": description}},
        "required": [name],
    }


@dataclass(frozen=True)
class CatalogEntry:
    """One tool as the catalog knows it: what to search for and what to offer once found."""

    name: str
    description: str
    keywords: tuple[str, ...]

    @property
    def namespace(self) -> str:
        return self.name.split("_", 1)[0]

    def definition(self) -> dict:
        """The definition offered once the entry is found; one generic parameter keeps it short."""
        return function_tool(self.name, self.description, _one_string("target", "操作对象，例如路径或编号"))


CATALOG = [CatalogEntry(*row) for row in _CATALOG]

SEARCH_TOOL = function_tool(
    "search_tools",
    "按需求描述查找可用工具；找到的工具会在下一轮出现在工具列表里。当现有工具都不合适时使用。",
    _one_string("query", "想做的事，例如“新建 issue”"),
)


def search(query: str, top_k: int = 3, catalog: list[CatalogEntry] = CATALOG) -> list[str]:
    """Names of the best-matching tools: keyword hits, ties broken by catalog order."""
    text = query.lower()
    scored = [
        (sum(k.lower() in text for k in tool.keywords), -i, tool.name) for i, tool in enumerate(catalog)
    ]
    return [name for score, _, name in sorted(scored, reverse=True)[:top_k] if score > 0]


def by_namespace(*namespaces: str, catalog: list[CatalogEntry] = CATALOG) -> list[dict]:
    """Grouping: the definitions of one task phase only (e.g. "file", "build")."""
    unknown = set(namespaces) - {t.namespace for t in catalog}
    if unknown:
        raise ValueError(f"没有命名空间 {sorted(unknown)}；可选: {sorted({t.namespace for t in catalog})}")
    return [t.definition() for t in catalog if t.namespace in namespaces]


def definition_chars(tools: list[dict]) -> int:
    """Characters of the tool definitions as sent (a rough stand-in for input tokens)."""
    return len(json.dumps(tools, ensure_ascii=False))


@dataclass
class ToolCatalog:
    """On-demand loading: start with ``search_tools`` only, add what searches find."""

    catalog: list[CatalogEntry] = field(default_factory=lambda: list(CATALOG))
    loaded: list[str] = field(default_factory=list)

    def offered(self) -> list[dict]:
        by_name = {t.name: t for t in self.catalog}
        return [SEARCH_TOOL] + [by_name[n].definition() for n in self.loaded]

    def search_tools(self, query: str) -> dict:
        """The tool the model calls. Returns names + one line each; loads their definitions."""
        found = search(query, catalog=self.catalog)
        for name in found:
            if name not in self.loaded:
                self.loaded.append(name)
        # Oldest loaded tools fall out first so the offered list stays under the cap.
        self.loaded = self.loaded[-(MAX_OFFERED - 1) :]
        by_name = {t.name: t.description for t in self.catalog}
        if not found:
            return {"ok": True, "content": "没有匹配的工具；换个说法再搜，例如写出要操作的对象。"}
        return {"ok": True, "content": [f"{n}：{by_name[n]}" for n in found]}


if __name__ == "__main__":
    all_tools = [t.definition() for t in CATALOG]
    print(f"目录里 {len(CATALOG)} 个工具，全部定义 ≈ {definition_chars(all_tools)} 字符")
    catalog = ToolCatalog()
    print(
        'search_tools("把这个 bug 记成一个 issue") →',
        catalog.search_tools("把这个 bug 记成一个 issue")["content"],
    )
    print(f"下一轮只发 {len(catalog.offered())} 个定义 ≈ {definition_chars(catalog.offered())} 字符")
